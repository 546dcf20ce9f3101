import type { ReactNode } from "react";
import { badge } from "./badge.css.ts";

export function Badge({ tone, children }: { tone?: "brand" | "neutral" | "success" | "danger"; children: ReactNode }) {
  return <span className={badge({ tone })}>{children}</span>;
}
