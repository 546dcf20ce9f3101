import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/** /login is not a page of its own (product.md §2); the forgot-password success view links here. */
export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/auth${search}`);
}
