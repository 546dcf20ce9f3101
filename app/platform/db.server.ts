import type { Sequelize } from "sequelize";
import { connect } from "../../db/models.ts";
import { config } from "./config.server.ts";
import { singleton } from "./singleton.server.ts";

/** The app's one connection pool. */
export function db(): Sequelize {
  return singleton("sequelize", () => connect(config().DATABASE_URL));
}

export {
  EmailVerificationToken,
  PasswordResetToken,
  RecordingSession,
  SystemSetting,
  Transcript,
  User,
} from "../../db/models.ts";
