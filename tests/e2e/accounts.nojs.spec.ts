import { expect, test } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./helpers.ts";
import { latestMail, linkIn } from "./mail.ts";

/** Every account form works as a plain HTML form: JavaScript is off in this project. */
test("without JavaScript: register, sign out, sign in, edit profile, change password, reset a forgotten one", async ({
  page,
}) => {
  const email = uniqueEmail("nojs");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await expect(page).toHaveURL(/tab=register/);
  const register = page.getByRole("tabpanel", { name: "Register" });
  await register.getByLabel("First name").fill("Florence");
  await register.getByLabel("Last name").fill("Nightingale");
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await register.getByLabel("Confirm password").fill("not the same");
  await register.getByRole("button", { name: "Create Account - Free Trial" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByRole("tabpanel", { name: "Register" }).getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("tabpanel", { name: "Register" }).getByLabel("Confirm password").fill(PASSWORD);
  await page
    .getByRole("tabpanel", { name: "Register" })
    .getByRole("button", { name: "Create Account - Free Trial" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been created successfully")).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  const login = page.getByRole("tabpanel", { name: "Sign in" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("You have been signed in successfully")).toBeVisible();

  await page.goto("/profile");
  const edit = page.getByRole("region", { name: "Edit profile" });
  await edit.getByLabel("Last name").fill("Seacole");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(page.getByRole("region", { name: "Account overview" })).toContainText("Florence Seacole");

  const change = page.getByRole("region", { name: "Change Password" });
  await change.getByLabel("Current password").fill("wrong");
  await change.getByLabel("New password", { exact: true }).fill("changed1");
  await change.getByLabel("Confirm new password").fill("changed1");
  await change.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();
  await page.getByRole("region", { name: "Change Password" }).getByLabel("Current password").fill(PASSWORD);
  await page
    .getByRole("region", { name: "Change Password" })
    .getByLabel("New password", { exact: true })
    .fill("changed1");
  await page.getByRole("region", { name: "Change Password" }).getByLabel("Confirm new password").fill("changed1");
  await page.getByRole("region", { name: "Change Password" }).getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await page.goto(linkIn(await latestMail(email), "/reset-password"));
  await page.getByLabel("New Password", { exact: true }).fill("reset password 1");
  await page.getByLabel("Confirm New Password").fill("reset password 1");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Successful" })).toBeVisible();

  await page.goto("/auth");
  await page.getByRole("tabpanel", { name: "Sign in" }).getByLabel("Email").fill(email);
  await page.getByRole("tabpanel", { name: "Sign in" }).getByLabel("Password").fill("reset password 1");
  await page.getByRole("tabpanel", { name: "Sign in" }).getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
});

test("without JavaScript: the same password again is refused on its field; after a change the fields are empty", async ({
  page,
}) => {
  const email = uniqueEmail("nojs-password");
  await page.goto("/auth?tab=register");
  const register = page.getByRole("tabpanel", { name: "Register" });
  await register.getByLabel("First name").fill("Elizabeth");
  await register.getByLabel("Last name").fill("Blackwell");
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await register.getByLabel("Confirm password").fill(PASSWORD);
  await register.getByRole("button", { name: "Create Account - Free Trial" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/profile");
  const change = () => page.getByRole("region", { name: "Change Password" });
  await change().getByLabel("Current password").fill(PASSWORD);
  await change().getByLabel("New password", { exact: true }).fill(PASSWORD);
  await change().getByLabel("Confirm new password").fill(PASSWORD);
  await change().getByRole("button", { name: "Change Password" }).click();
  await expect(change().getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
    /New password must be different from your current password/,
  );

  // A common password is refused beside its field (issue 21), as in every form that sets one.
  await change().getByLabel("Current password").fill(PASSWORD);
  await change().getByLabel("New password", { exact: true }).fill("Password1");
  await change().getByLabel("Confirm new password").fill("Password1");
  await change().getByRole("button", { name: "Change Password" }).click();
  await expect(change().getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
    /This password is too common\. Choose another\./,
  );

  await change().getByLabel("Current password").fill(PASSWORD);
  await change().getByLabel("New password", { exact: true }).fill("a fresh password");
  await change().getByLabel("Confirm new password").fill("a fresh password");
  await change().getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(change().getByLabel("Current password")).toHaveValue("");
  await expect(change().getByLabel("New password", { exact: true })).toHaveValue("");
  await expect(change().getByLabel("Confirm new password")).toHaveValue("");
});

test("without JavaScript: deleting the account from the Danger Zone needs the current password", async ({ page }) => {
  const email = uniqueEmail("nojs-delete");
  await page.goto("/auth?tab=register");
  const register = page.getByRole("tabpanel", { name: "Register" });
  await register.getByLabel("First name").fill("Mary");
  await register.getByLabel("Last name").fill("Jex-Blake");
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await register.getByLabel("Confirm password").fill(PASSWORD);
  await register.getByRole("button", { name: "Create Account - Free Trial" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/profile");
  const danger = () => page.getByRole("region", { name: "Danger Zone" });
  await danger().getByText("Delete Account").click();
  await expect(danger()).toContainText("Are you absolutely sure?");
  await danger().getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(danger().getByRole("alert")).toHaveText("Enter your current password to delete your account");
  await danger().getByLabel("Current password").fill(PASSWORD);
  await danger().getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Account deleted")).toBeVisible();
});

test("without JavaScript: preferences save with the form's button", async ({ page }) => {
  const email = uniqueEmail("nojs-prefs");
  await page.goto("/auth?tab=register");
  const register = page.getByRole("tabpanel", { name: "Register" });
  await register.getByLabel("First name").fill("Mary");
  await register.getByLabel("Last name").fill("Seacole");
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await register.getByLabel("Confirm password").fill(PASSWORD);
  await register.getByRole("button", { name: "Create Account - Free Trial" }).click();
  await page.goto("/preferences");
  await page.getByLabel("Consultation Note Format").selectOption("sbar");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Preference Updated")).toBeVisible();
  await expect(page.getByLabel("Consultation Note Format")).toHaveValue("sbar");
});
