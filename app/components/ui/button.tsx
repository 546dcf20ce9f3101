import { forwardRef, type ButtonHTMLAttributes } from "react";
import * as styles from "./button.css.ts";
import { slotInto } from "./slot.ts";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof styles.variant;
  size?: keyof typeof styles.size;
  /** Render the child element (a Link, an anchor) with the button's look. */
  asChild?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { asChild, variant, size, className, type, children, ...props },
  ref,
) {
  const classes = [styles.button, styles.variant[variant ?? "primary"], styles.size[size ?? "md"], className]
    .filter(Boolean)
    .join(" ");
  if (asChild) return slotInto(children, { ...props, ref, className: classes });
  return (
    <button ref={ref} type={type ?? "button"} className={classes} {...props}>
      {children}
    </button>
  );
});
