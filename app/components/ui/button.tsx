import { Slot } from "radix-ui";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { button, type ButtonVariants } from "./button.css.ts";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & {
    /** Render the child element (a Link, an anchor) with the button's look. */
    asChild?: boolean;
  };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { asChild, variant, size, className, type, ...props },
  ref,
) {
  const classes = [button({ variant, size }), className].filter(Boolean).join(" ");
  if (asChild) return <Slot.Root ref={ref} className={classes} {...props} />;
  return <button ref={ref} type={type ?? "button"} className={classes} {...props} />;
});
