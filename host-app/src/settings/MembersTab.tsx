import { useQuery } from '@tanstack/react-query';
import { updateMemberRole } from '@curbcut/client';
import { appProfileQuery } from '../queryClient';
import { labelOf, ROLE_LABELS } from './labels';
import { SettingSelect } from './SettingSelect';
import { useSettingsSave, type GroupSettings } from './settingsQuery';

type Member = GroupSettings['members'][number];

const ROLE_OPTIONS = Object.entries(ROLE_LABELS).map(([id, label]) => ({ id, label }));

/** Members: who is in the group and each one's role. */
export function MembersTab({ settings }: { settings: GroupSettings }) {
  const profile = useQuery(appProfileQuery());
  return (
    <section className="settings-section" aria-labelledby="settings-members-heading">
      <h3 id="settings-members-heading">Members</h3>
      <p className="muted">Admins change the group's settings; members use everything else.</p>
      <div className="table-wrap" role="region" aria-labelledby="settings-members-heading" tabIndex={0}>
        <table className="builds settings-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
            </tr>
          </thead>
          <tbody>
            {settings.members.map((member) => (
              <tr key={member.id}>
                <th scope="row">
                  {member.name}
                  {member.id === profile.data?.user_id ? <span className="muted"> (you)</span> : null}
                </th>
                <td>{member.email}</td>
                <td>{settings.can_edit ? <RoleSelect member={member} /> : labelOf(ROLE_LABELS, member.role)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function RoleSelect({ member }: { member: Member }) {
  const save = useSettingsSave(
    (role: Member['role']) => updateMemberRole(member.id, role),
    (role) => `${member.name} is now ${role === 'admin' ? 'an admin' : 'a member'}`,
  );
  return (
    <SettingSelect
      ariaLabel={`Role of ${member.name}`}
      value={save.isPending ? save.variables : member.role}
      options={ROLE_OPTIONS}
      isDisabled={save.isPending}
      onChange={(role) => save.mutate(role === 'admin' ? 'admin' : 'member')}
    />
  );
}
