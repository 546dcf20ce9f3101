import { getInputProps, type ServerField } from "../server-form.ts";
import { Field } from "./field.tsx";
import * as styles from "./field.css.ts";

type PersonFieldsProps = {
  fields: { firstName: ServerField; lastName: ServerField; email: ServerField };
  /**
   * "self" lets the browser fill in the user's own name and address (registration, profile); "off" where the
   * person is someone else — an administrator creating an account must not get their own details filled in.
   */
  autoFill: "self" | "off";
  /** Said under the Email label (registration: which addresses it accepts). */
  emailHint?: string;
};

/** A person's first and last name side by side (stacked on a narrow screen), then their email address. */
export function PersonFields({ fields, autoFill, emailHint }: PersonFieldsProps) {
  const own = autoFill === "self";
  return (
    <>
      <div className={styles.twoColumns}>
        <Field
          label="First name"
          autoComplete={own ? "given-name" : "off"}
          errors={fields.firstName.errors}
          {...getInputProps(fields.firstName, { type: "text" })}
        />
        <Field
          label="Last name"
          autoComplete={own ? "family-name" : "off"}
          errors={fields.lastName.errors}
          {...getInputProps(fields.lastName, { type: "text" })}
        />
      </div>
      <Field
        label="Email"
        hint={emailHint}
        autoComplete={own ? "email" : "off"}
        errors={fields.email.errors}
        {...getInputProps(fields.email, { type: "email" })}
      />
    </>
  );
}
