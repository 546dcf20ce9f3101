import type { AuthProvider, Conciseness, NoteFormat, Role } from "./values.ts";
import {
  DataTypes,
  Model,
  Sequelize,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
} from "sequelize";

export type { AuthProvider, Conciseness, NoteFormat, Role } from "./values.ts";

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare password: string | null;
  declare firstName: string;
  declare lastName: string;
  declare googleId: CreationOptional<string | null>;
  declare profileImageUrl: CreationOptional<string | null>;
  declare authProvider: CreationOptional<AuthProvider>;
  declare role: CreationOptional<Role>;
  declare isActive: CreationOptional<boolean>;
  declare recordingTimeSeconds: CreationOptional<number>;
  declare consultationConciseness: CreationOptional<Conciseness>;
  declare consultationFormat: CreationOptional<NoteFormat>;
  declare emailVerifiedAt: CreationOptional<Date | null>;
  declare keyTerms: CreationOptional<string[]>;
  declare currentConsultationId: CreationOptional<string | null>;
  /** An administrator set the password: the user must choose their own before anything else (migration 0020). */
  declare mustChangePassword: CreationOptional<boolean>;
  declare lastSignInAt: CreationOptional<Date | null>;
  /** The signature block Notewell puts on the user's referral letters (migration 0024, decision 064). */
  declare signatureName: CreationOptional<string>;
  declare signatureRole: CreationOptional<string>;
  declare signatureRegistration: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

class Session extends Model<InferAttributes<Session>, InferCreationAttributes<Session>> {
  declare sid: string;
  declare sess: Record<string, unknown>;
  declare expire: Date;
  declare userId: ForeignKey<number> | null;
}

export class Transcript extends Model<InferAttributes<Transcript>, InferCreationAttributes<Transcript>> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<number>;
  declare content: string;
  declare processedContent: string | null;
  declare processingType: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

class Consultation extends Model<InferAttributes<Consultation>, InferCreationAttributes<Consultation>> {
  declare id: string;
  declare userId: ForeignKey<number>;
  /** The encrypted record (app/features/consultations). */
  declare content: string;
  declare revision: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class RecordingSession extends Model<
  InferAttributes<RecordingSession>,
  InferCreationAttributes<RecordingSession>
> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<number>;
  declare durationSeconds: number;
  declare createdAt: CreationOptional<Date>;
}

export class SystemSetting extends Model<InferAttributes<SystemSetting>, InferCreationAttributes<SystemSetting>> {
  declare id: CreationOptional<number>;
  declare key: string;
  declare value: string | null;
  declare type: CreationOptional<string>;
  declare description: string | null;
  declare updatedAt: CreationOptional<Date>;
  declare updatedBy: number | null;
}

export class EmailVerificationToken extends Model<
  InferAttributes<EmailVerificationToken>,
  InferCreationAttributes<EmailVerificationToken>
> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<number>;
  declare token: string;
  /** The address the link was mailed to: it works only while that is still the account's address. */
  declare email: string;
  declare expiresAt: Date;
  declare used: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
}

export class PasswordResetToken extends Model<
  InferAttributes<PasswordResetToken>,
  InferCreationAttributes<PasswordResetToken>
> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<number>;
  declare token: string;
  /** The address the link was mailed to: it works only while that is still the account's address. */
  declare email: string;
  declare expiresAt: Date;
  declare used: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
}

/**
 * Binds the models to a connection. The schema itself comes only from the migrations in db/migrations;
 * these definitions describe it for queries (columns are snake_case, attributes are the spec's names).
 */
function initModels(sequelize: Sequelize): void {
  const common = { sequelize, underscored: true } as const;
  User.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      email: { type: DataTypes.TEXT, allowNull: false },
      password: { type: DataTypes.TEXT, allowNull: true },
      firstName: { type: DataTypes.TEXT, allowNull: false, defaultValue: "" },
      lastName: { type: DataTypes.TEXT, allowNull: false, defaultValue: "" },
      googleId: { type: DataTypes.TEXT, allowNull: true },
      profileImageUrl: { type: DataTypes.TEXT, allowNull: true },
      authProvider: { type: DataTypes.TEXT, allowNull: false, defaultValue: "local" },
      role: { type: DataTypes.TEXT, allowNull: false, defaultValue: "user" },
      isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      recordingTimeSeconds: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      consultationConciseness: { type: DataTypes.TEXT, allowNull: false, defaultValue: "normal" },
      consultationFormat: { type: DataTypes.TEXT, allowNull: false, defaultValue: "narrative" },
      emailVerifiedAt: { type: DataTypes.DATE, allowNull: true },
      keyTerms: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      currentConsultationId: { type: DataTypes.UUID, allowNull: true },
      mustChangePassword: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      lastSignInAt: { type: DataTypes.DATE, allowNull: true },
      signatureName: { type: DataTypes.TEXT, allowNull: false, defaultValue: "" },
      signatureRole: { type: DataTypes.TEXT, allowNull: false, defaultValue: "" },
      signatureRegistration: { type: DataTypes.TEXT, allowNull: false, defaultValue: "" },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { ...common, tableName: "users" },
  );
  Session.init(
    {
      sid: { type: DataTypes.STRING(64), primaryKey: true },
      sess: { type: DataTypes.JSONB, allowNull: false },
      expire: { type: DataTypes.DATE, allowNull: false },
      userId: { type: DataTypes.INTEGER, allowNull: true },
    },
    { ...common, tableName: "sessions", timestamps: false },
  );
  Transcript.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      content: { type: DataTypes.TEXT, allowNull: false },
      processedContent: { type: DataTypes.TEXT, allowNull: true },
      processingType: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { ...common, tableName: "transcripts" },
  );
  Consultation.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      content: { type: DataTypes.TEXT, allowNull: false },
      revision: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { ...common, tableName: "consultations" },
  );
  RecordingSession.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      durationSeconds: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: DataTypes.DATE,
    },
    { ...common, tableName: "recording_sessions", updatedAt: false },
  );
  SystemSetting.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      key: { type: DataTypes.TEXT, allowNull: false, unique: true },
      value: { type: DataTypes.TEXT, allowNull: true },
      type: { type: DataTypes.TEXT, allowNull: false, defaultValue: "string" },
      description: { type: DataTypes.TEXT, allowNull: true },
      updatedAt: DataTypes.DATE,
      updatedBy: { type: DataTypes.INTEGER, allowNull: true },
    },
    { ...common, tableName: "system_settings", createdAt: false },
  );
  const tokenColumns = {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    token: { type: DataTypes.TEXT, allowNull: false, unique: true },
    email: { type: DataTypes.TEXT, allowNull: false },
    expiresAt: { type: DataTypes.DATE, allowNull: false },
    used: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    createdAt: DataTypes.DATE,
  };
  EmailVerificationToken.init(tokenColumns, { ...common, tableName: "email_verification_tokens", updatedAt: false });
  PasswordResetToken.init(tokenColumns, { ...common, tableName: "password_reset_tokens", updatedAt: false });

  // The database cascades deletes (see the migration); these associations only make joins available.
  const cascade = { foreignKey: "userId", onDelete: "CASCADE" } as const;
  User.hasMany(Session, cascade);
  User.hasMany(Transcript, cascade);
  User.hasMany(RecordingSession, cascade);
  User.hasMany(Consultation, cascade);
  User.hasMany(PasswordResetToken, cascade);
  User.hasMany(EmailVerificationToken, cascade);
  RecordingSession.belongsTo(User, { foreignKey: "userId" });
  Transcript.belongsTo(User, { foreignKey: "userId" });
}

/** A Sequelize connection with the models bound. */
export function connect(databaseUrl: string, options: { poolMax?: number } = {}): Sequelize {
  const sequelize = new Sequelize(databaseUrl, {
    dialect: "postgres",
    logging: false,
    pool: { max: options.poolMax ?? 10, min: 0, idle: 10_000 },
  });
  initModels(sequelize);
  return sequelize;
}
