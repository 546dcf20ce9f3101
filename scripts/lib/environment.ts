/**
 * One rule for every variable: an empty value is an unset one. compose passes "" for an unset `${X:-}`, and a
 * default must apply to it (an empty ADMIN_EMAIL once crash-looped the app; an empty OPENAI_MODEL asked the
 * provider for model ""). The launcher applies it before it reads anything, so the app and the sidecar it starts
 * inherit a clean environment; both also apply it in their own configuration schemas.
 */
export function treatEmptyAsUnset(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() === "") delete env[name];
  }
}
