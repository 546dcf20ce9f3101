import { http, HttpResponse } from "msw";

/** msw handlers for Google's OAuth 2.0 token and profile endpoints (the only Google calls we make). */
export type FakeGoogleProfile = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  picture: string;
};

export const googleProfile: { current: FakeGoogleProfile } = {
  current: {
    sub: "google-user-1",
    email: "dr.okafor@practice.nhs.uk",
    email_verified: true,
    given_name: "Chidi",
    family_name: "Okafor",
    picture: "https://lh3.googleusercontent.com/a/photo",
  },
};

export const googleHandlers = [
  http.post("https://oauth2.googleapis.com/token", async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    if (body.get("grant_type") !== "authorization_code" || body.get("code") !== "valid-code") {
      return HttpResponse.json({ error: "invalid_grant" }, { status: 400 });
    }
    return HttpResponse.json({
      access_token: "google-access-token",
      expires_in: 3599,
      token_type: "Bearer",
      scope: "openid email profile",
      id_token: "not-checked",
    });
  }),
  http.get("https://www.googleapis.com/oauth2/v3/userinfo", ({ request }) => {
    if (request.headers.get("Authorization") !== "Bearer google-access-token") {
      return HttpResponse.json({ error: "invalid_token" }, { status: 401 });
    }
    const p = googleProfile.current;
    return HttpResponse.json({ ...p, name: `${p.given_name} ${p.family_name}`, locale: "en-GB" });
  }),
];
