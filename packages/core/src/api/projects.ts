/**
 * Projects and their CI upload tokens (`/api/v1/projects`). A project belongs to one group; its name
 * is unique within the group. Upload tokens are write-only: ingest accepts them, nothing else does.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ReportListItem } from './reports';

/** Prefix of every upload token. */
export const UPLOAD_TOKEN_PREFIX = 'cct_';

/** A project as creation returns it. */
export const Project = Type.Object({ id: Type.String(), name: Type.String(), createdAt: Type.String() });
export type Project = Static<typeof Project>;

/** One row of `GET /api/v1/projects`: the project with its build count and newest build. */
export const ProjectListItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  createdAt: Type.String(),
  buildCount: Type.Integer(),
  latestBuild: Type.Union([ReportListItem, Type.Null()]),
});
export type ProjectListItem = Static<typeof ProjectListItem>;

/** `POST /api/v1/projects`. Names are trimmed; 1 to 200 characters. */
export const CreateProjectBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) });
export type CreateProjectBody = Static<typeof CreateProjectBody>;

/** Path of the per-project calls. */
export const ProjectIdParams = Type.Object({ projectId: Type.String({ minLength: 1, maxLength: 100 }) });
export type ProjectIdParams = Static<typeof ProjectIdParams>;

/** `POST /api/v1/projects/{projectId}/upload_tokens`. */
export const CreateUploadTokenBody = Type.Object({ label: Type.Optional(Type.String({ maxLength: 200 })) });
export type CreateUploadTokenBody = Static<typeof CreateUploadTokenBody>;

/** The new token: `token` is shown this once; only its hash is stored. */
export const CreatedUploadToken = Type.Object({
  id: Type.String(),
  token: Type.String(),
  label: Type.Union([Type.String(), Type.Null()]),
});
export type CreatedUploadToken = Static<typeof CreatedUploadToken>;
