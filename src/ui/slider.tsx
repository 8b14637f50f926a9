import { type ChangeEvent, useId } from "react";
import "./slider.css";

export interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** How a value reads on screen and to screen readers (e.g. '10.000.000 VND'). */
  format: (value: number) => string;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/**
 * A labelled range input with its current value shown beside the label and the bounds below. Keyboard:
 * arrows move one step, Page Up/Down and Home/End as the browser does for range inputs.
 */
export function Slider({ label, value, min, max, step, format, onChange, disabled = false }: SliderProps) {
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(Number(event.target.value));
  return (
    <div className="slider">
      <div className="slider-head">
        <label htmlFor={id} className="slider-label">
          {label}
        </label>
        <output htmlFor={id} className="slider-value">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        className="slider-input"
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={format(value)}
        onChange={handleChange}
      />
      <div className="slider-bounds" aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
