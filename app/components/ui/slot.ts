import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

/**
 * `asChild`: gives a component's props to its one child element instead of rendering its own, with Radix Slot's
 * rules (radix-ui/slot) — the child's handler runs first, then the component's; styles merge, the child's
 * winning; class names join, the component's first; a `ref` replaces the child's. Radix's Slot itself was 1.2 KB
 * gzipped on every page for this (decision 029).
 */
export function slotInto(children: ReactNode, slotProps: Props): ReactElement | null {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const name in childProps) {
    const own = slotProps[name];
    const theirs = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof own === "function" && typeof theirs === "function") {
      merged[name] = (...args: unknown[]) => {
        const result = (theirs as Handler)(...args);
        (own as Handler)(...args);
        return result;
      };
    } else if (name === "style") {
      merged.style = { ...(own as object), ...(theirs as object) };
    } else if (name === "className") {
      merged.className = [own, theirs].filter(Boolean).join(" ");
    }
  }
  return cloneElement(children, merged);
}
