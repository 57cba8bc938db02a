/**
 * Projects and their CI upload tokens (`/api/v1/projects`). A project belongs to one group; its name
 * is unique within the group. Upload tokens are write-only: ingest accepts them, nothing else does.
 */
import { CloneType, Type, type Static } from '@sinclair/typebox';
import { ReportListItem } from './reports';

/** Prefix of every upload token. */
export const UPLOAD_TOKEN_PREFIX = 'cct_';

const ProjectId = Type.String({ description: 'Project id (`prj_...`)' });
const ProjectName = Type.String({ description: 'Project name, unique within the group' });
const CreatedAt = Type.String({ description: 'When the project was created (ISO 8601, UTC)' });

/** A project as creation returns it. */
export const Project = Type.Object({ id: ProjectId, name: ProjectName, createdAt: CreatedAt });
export type Project = Static<typeof Project>;

/**
 * The product a project belongs to: a website scan's own project, the group's PDF Scanner
 * project, or (every other project) automated tests uploaded from CI.
 */
export const ProjectProduct = Type.Union([Type.Literal('automatedTest'), Type.Literal('websiteScan'), Type.Literal('pdfScanner')], {
  description: "What the project holds: CI uploads (`automatedTest`), a website scan's runs (`websiteScan`) or the group's PDF reports (`pdfScanner`)",
});
export type ProjectProduct = Static<typeof ProjectProduct>;

/** One row of `GET /api/v1/projects`: the project with its product, build count and newest build. */
export const ProjectListItem = Type.Object({
  id: ProjectId,
  name: ProjectName,
  createdAt: CreatedAt,
  product: ProjectProduct,
  buildCount: Type.Integer({ description: 'Reports of every type in the project' }),
  latestBuild: Type.Union([ReportListItem, Type.Null()], { description: 'The newest report; null when the project has none' }),
});
export type ProjectListItem = Static<typeof ProjectListItem>;

/** `POST /api/v1/projects`. */
export const CreateProjectBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200, description: 'Name of the new project, trimmed; unique within the group' }),
});
export type CreateProjectBody = Static<typeof CreateProjectBody>;

/** Path of the per-project calls. */
export const ProjectIdParams = Type.Object({
  projectId: CloneType(ProjectId, { minLength: 1, maxLength: 100 }),
});
export type ProjectIdParams = Static<typeof ProjectIdParams>;

/** `POST /api/v1/projects/{projectId}/upload_tokens`. */
export const CreateUploadTokenBody = Type.Object({
  label: Type.Optional(Type.String({ maxLength: 200, description: 'What the token is for, for example the CI service' })),
});
export type CreateUploadTokenBody = Static<typeof CreateUploadTokenBody>;

/** The new token: `token` is shown this once; only its hash is stored. */
export const CreatedUploadToken = Type.Object({
  id: Type.String({ description: 'Token id (`upt_...`), to revoke it with' }),
  token: Type.String({ description: `The token itself (\`${UPLOAD_TOKEN_PREFIX}...\`); shown this once, only its hash is stored` }),
  label: Type.Union([Type.String(), Type.Null()], { description: 'The label given, or null' }),
});
export type CreatedUploadToken = Static<typeof CreatedUploadToken>;
