import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { removeMember, revokeInvitation, updateMemberRole } from '@curbcut/client';
import { formatDateTime } from '../format';
import { appProfileQuery } from '../queryClient';
import { InviteMemberDialog } from './InviteMemberDialog';
import { labelOf, ROLE_LABELS } from './labels';
import { SettingSelect } from './SettingSelect';
import { useSettingsSave, type GroupSettings } from './settingsQuery';

type Member = GroupSettings['members'][number];
type Invitation = GroupSettings['invitations'][number];

const ROLE_OPTIONS = Object.entries(ROLE_LABELS).map(([id, label]) => ({ id, label }));

/** Members: who is in the group, each one's role, and (for admins) invitations and removal. */
export function MembersTab({ settings }: { settings: GroupSettings }) {
  const profile = useQuery(appProfileQuery());
  const canEdit = settings.can_edit;
  return (
    <>
      <section className="settings-section" aria-labelledby="settings-members-heading">
        <div className="settings-section-header">
          <h3 id="settings-members-heading">Members</h3>
          {canEdit ? <InviteMemberDialog /> : null}
        </div>
        <p className="muted">Admins change the group's settings; members use everything else.</p>
        <div className="table-wrap" role="region" aria-labelledby="settings-members-heading" tabIndex={0}>
          <table className="builds settings-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                {canEdit ? (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {settings.members.map((member) => {
                const self = member.id === profile.data?.user_id;
                return (
                  <tr key={member.id}>
                    <th scope="row">
                      {member.name}
                      {self ? <span className="muted"> (you)</span> : null}
                    </th>
                    <td>{member.email}</td>
                    <td>{canEdit ? <RoleSelect member={member} /> : labelOf(ROLE_LABELS, member.role)}</td>
                    {canEdit ? <td>{self ? null : <RemoveMember member={member} />}</td> : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      {canEdit && settings.invitations.length > 0 ? <PendingInvitations invitations={settings.invitations} /> : null}
    </>
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

/** 'Remove' with a confirmation: removal signs the member out everywhere and stops their upload tokens. */
function RemoveMember({ member }: { member: Member }) {
  const remove = useSettingsSave<void>(() => removeMember(member.id), () => `${member.name} was removed from the group`);
  return (
    <DialogTrigger>
      <Button className="button danger" aria-label={`Remove ${member.name}`} isDisabled={remove.isPending}>
        Remove…
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog" role="alertdialog">
            {({ close }) => (
              <>
                <Heading slot="title">Remove {member.name}?</Heading>
                <p>
                  {member.email} is signed out at once, can no longer sign in, and their CI upload tokens stop working. Their projects and
                  reports stay with the group. You can invite them again later.
                </p>
                <div className="dialog-actions">
                  <Button className="button" onPress={close} autoFocus>
                    Cancel
                  </Button>
                  <Button
                    className="button danger"
                    onPress={() => {
                      remove.mutate();
                      close();
                    }}
                  >
                    Remove member
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  return (
    <section className="settings-section" aria-labelledby="settings-invitations-heading">
      <h3 id="settings-invitations-heading">Pending invitations</h3>
      <div className="table-wrap" role="region" aria-labelledby="settings-invitations-heading" tabIndex={0}>
        <table className="builds settings-table">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Invited by</th>
              <th scope="col">Link expires</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => (
              <tr key={invitation.id}>
                <th scope="row">{invitation.email}</th>
                <td>{labelOf(ROLE_LABELS, invitation.role)}</td>
                <td>{invitation.invited_by?.name ?? 'The server operator'}</td>
                <td>{formatDateTime(invitation.expires_at)}</td>
                <td>
                  <RevokeInvitation invitation={invitation} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function RevokeInvitation({ invitation }: { invitation: Invitation }) {
  const revoke = useSettingsSave<void>(() => revokeInvitation(invitation.id), () => `The invitation to ${invitation.email} was revoked`);
  return (
    <Button className="button" aria-label={`Revoke the invitation to ${invitation.email}`} onPress={() => revoke.isPending || revoke.mutate()}>
      Revoke
    </Button>
  );
}
