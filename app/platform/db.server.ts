import type { Sequelize } from "sequelize";
import { connect } from "../../db/models.ts";
import { config } from "./config.server.ts";

declare global {
  // eslint-disable-next-line no-var
  var __notewellSequelize: Sequelize | undefined;
}

/** The app's one connection pool (kept on globalThis so a development rebuild does not open another). */
export function db(): Sequelize {
  globalThis.__notewellSequelize ??= connect(config().DATABASE_URL);
  return globalThis.__notewellSequelize;
}

export {
  Consultation,
  EmailVerificationToken,
  PasswordResetToken,
  RecordingSession,
  Session,
  SystemSetting,
  Transcript,
  User,
} from "../../db/models.ts";
