import { useRouteLoaderData } from "@remix-run/react";

/** Whether someone is signed in, read from the root loader's data (the shell that wraps every page). */
export function useSignedIn(): boolean {
  const root = useRouteLoaderData("root") as { user?: unknown } | undefined;
  return Boolean(root?.user);
}
