/** The CLI command that uploads axe results to a project, for the empty states and the token dialog. */
export function uploadCommand(projectName: string): string {
  const quoted = /^[\w.-]+$/.test(projectName) ? projectName : `'${projectName.replace(/'/g, `'\\''`)}'`;
  return `npx curbcut upload axe-results.json --project ${quoted} --build-name main`;
}
