import type { ReactNode } from "react";
import "./account.css";

/** The frame of the account screens: a narrow card with the screen's title. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page container account-page">
      <div className="account-card">
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
