import type { MessageKey } from "../../i18n/t";

/** The catalogue text for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationErrorKey(code: number): MessageKey {
  switch (code) {
    case 1:
      return "geolocation_denied";
    case 2:
      return "geolocation_unavailable";
    case 3:
      return "geolocation_timeout";
    default:
      return "geolocation_unknown";
  }
}

export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** Asks the browser for the current position; rejects with the catalogue key of the failure. */
export function currentPosition(geolocation: Geolocation | undefined = navigator.geolocation): Promise<Position> {
  return new Promise((resolve, reject: (key: MessageKey) => void) => {
    if (!geolocation) {
      reject("geolocation_unsupported");
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      (error) => reject(geolocationErrorKey(error.code)),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
