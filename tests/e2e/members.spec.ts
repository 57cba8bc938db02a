/**
 * Group membership and the group's announcement end to end (docs/decisions/0028): an admin
 * invites someone from Settings > Members, the link opens the accept page in another browser, the
 * new member chooses a password and lands on a focused first visit (tunnel vision); the admin
 * removes them and their session ends. An admin publishes an announcement that members see and
 * can dismiss for good. Each screen and dialog passes axe; the dialogs work by keyboard.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, submitSignIn, test } from './support/fixtures';

const NEW_MEMBER = { email: 'robin@acme-widgets.com', name: 'Robin Reviewer', password: 'a long and memorable phrase' };

test('an admin invites a member, who joins through the link, starts in the focused view, and is removed', async ({ page, browser, freshServer }) => {
  test.setTimeout(120_000);
  await page.goto(`${freshServer.url}/settings?tab=members`);
  await submitSignIn(page);
  const members = page.getByRole('tabpanel', { name: 'Members' });
  const opener = members.getByRole('button', { name: 'Invite member' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  // An address that already has an account is refused next to the field.
  await page.keyboard.type('free@curbcut.local');
  await page.keyboard.press('Tab');
  await page.keyboard.type(NEW_MEMBER.name);
  await dialog.getByRole('button', { name: 'Send invitation' }).press('Enter');
  await expect(dialog.getByText('free@curbcut.local already has a Curbcut account.')).toBeVisible();
  await expectNoAxeViolations(page, 'the invite dialog with the server’s error');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(NEW_MEMBER.email);
  await dialog.getByRole('button', { name: 'Send invitation' }).press('Enter');
  const sent = page.getByRole('dialog', { name: 'Invitation sent' });
  await expect(sent).toContainText(`We emailed ${NEW_MEMBER.email} a link to join.`);
  const link = await sent.getByRole('textbox', { name: `Invitation link for ${NEW_MEMBER.email}` }).inputValue();
  expect(link).toMatch(new RegExp(`^${freshServer.url}/accept-invitation#token=`));
  await expectNoAxeViolations(page, 'the invitation link');
  await page.keyboard.press('Escape');
  await expect(sent).toHaveCount(0);
  await expect(opener).toBeFocused();
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByRole('row', { name: new RegExp(NEW_MEMBER.email) })).toContainText('Demo User');
  await expectNoAxeViolations(page, 'the members tab with a pending invitation');

  // The invited person, in a browser of their own.
  const theirs = await browser.newContext();
  const joiner = await theirs.newPage();
  await joiner.goto(link);
  await expect(joiner.getByRole('heading', { level: 1 })).toHaveText(/^Join .+ on Curbcut$/);
  await expect(joiner.getByText(`Demo User invited ${NEW_MEMBER.email}.`)).toBeVisible();
  await expectNoAxeViolations(joiner, 'the accept-invitation page');
  await joiner.getByRole('textbox', { name: 'Your name' }).fill(NEW_MEMBER.name);
  await joiner.getByLabel('Password').fill('short');
  await joiner.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(joiner.getByText('The password needs at least 10 characters.')).toBeVisible();
  await joiner.getByLabel('Password').fill(NEW_MEMBER.password);
  await joiner.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(joiner).toHaveURL(/\/home$/);
  // A new member's first visit is focused: no banners, the sidebar collapsed, a way out.
  const focus = joiner.getByRole('region', { name: 'Focused view' });
  await expect(focus).toBeVisible();
  await expect(joiner.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expectNoAxeViolations(joiner, 'the focused first visit');
  await focus.getByRole('button', { name: 'Show the full dashboard' }).click();
  await expect(focus).toHaveCount(0);
  await expect
    .poll(async () => ((await (await joiner.request.get(`${freshServer.url}/api/v1/user/get-user-profile`)).json()) as { data: { show_tunnel_vision: boolean } }).data.show_tunnel_vision)
    .toBe(false);
  // The link does not work twice.
  await joiner.goto(link);
  await expect(joiner.getByRole('heading', { level: 1 })).toHaveText('This invitation cannot be used');
  await expect(joiner.getByText('This invitation has expired or was already used. Ask your group admin for a new one.')).toBeVisible();
  await expectNoAxeViolations(joiner, 'a used invitation link');

  // The admin removes them: asked first, then their session ends at once.
  await page.reload();
  const remove = page.getByRole('button', { name: `Remove ${NEW_MEMBER.name}` });
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: `Remove ${NEW_MEMBER.name}?` });
  await expect(confirm).toContainText('their CI upload tokens stop working');
  await expectNoAxeViolations(page, 'the remove-member question');
  await page.keyboard.press('Escape');
  await expect(remove).toBeFocused();
  await remove.click();
  await confirm.getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByRole('row', { name: new RegExp(NEW_MEMBER.email) })).toHaveCount(0);
  await joiner.goto(`${freshServer.url}/home`);
  await expect(joiner).toHaveURL(/\/sign-in\?redirect=/);
  await submitSignIn(joiner, { email: NEW_MEMBER.email, password: NEW_MEMBER.password });
  await expect(joiner.getByText('Email or password is incorrect.')).toBeVisible();
  await theirs.close();
});

test('an announcement reaches members, is dismissed for good when show-only-once, and hide_priority_banner hides it', async ({ page, browser, freshServer }) => {
  await page.goto(`${freshServer.url}/settings?tab=general`);
  await submitSignIn(page);
  const general = page.getByRole('tabpanel', { name: 'General' });
  await general.getByRole('textbox', { name: 'Announcement text' }).fill('Scheduled maintenance on Friday at 18:00 UTC.');
  await general.getByRole('textbox', { name: 'Button link (optional, http or https)' }).fill('javascript:alert(1)');
  await general.getByRole('textbox', { name: 'Button text (optional)' }).fill('Status page');
  await general.getByRole('button', { name: 'Publish announcement' }).click();
  await expect(general.getByText('The announcement link must be an http or https address: "javascript:alert(1)".')).toBeVisible();
  await general.getByRole('textbox', { name: 'Button link (optional, http or https)' }).fill('https://status.example.com/');
  await general.getByText('Once dismissed, do not show it to that person again').click();
  await expect(general.getByRole('checkbox', { name: 'Once dismissed, do not show it to that person again' })).toBeChecked();
  await general.getByRole('button', { name: 'Publish announcement' }).click();
  await expect(general.getByRole('button', { name: 'Remove announcement' })).toBeVisible();
  await expectNoAxeViolations(page, 'the announcement form');

  // Members see it on their next page: here the group's account in a browser of its own, whose dismissals are its own.
  const theirs = await browser.newContext();
  const member = await theirs.newPage();
  await member.goto(`${freshServer.url}/home?hide_priority_banner=true`);
  await submitSignIn(member);
  await expect(member.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(member.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  await member.goto(`${freshServer.url}/home`);
  const banner = member.getByRole('region', { name: 'Announcement' });
  await expect(banner).toContainText('Scheduled maintenance on Friday at 18:00 UTC.');
  await expect(banner.getByRole('link', { name: 'Status page (opens in a new tab)' })).toHaveAttribute('href', 'https://status.example.com/');
  await expectNoAxeViolations(member, 'the announcement banner');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await member.reload();
  await expect(member.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(member.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  await theirs.close();
});

test('a link with tunnel_vision=true opens the focused view for the visit', async ({ page }) => {
  await page.goto('/home?tunnel_vision=true');
  await submitSignIn(page);
  await expect(page.getByRole('region', { name: 'Focused view' })).toBeVisible();
  // It lasts for the visit, not only the page it was asked on.
  await page.goto('/automated-tests');
  await expect(page.getByRole('region', { name: 'Focused view' })).toBeVisible();
  await page.getByRole('button', { name: 'Show the full dashboard' }).click();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Focused view' })).toHaveCount(0);
});
