import { describe, expect, it } from 'vitest';
import { errorMessage, type ReferralLink } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { DEMO, callAsMember, uniqueUsername, useBrowserSuite, visible } from './support/app.ts';

describe.skipIf(!hasBrowser)('agent downlines', () => {
  const suite = useBrowserSuite();

  it('creates a downline and a link; a visitor registers through the link and shows in team management', async () => {
    // An agent's login leaves the lobby for the agent centre: wait for the session, not the lobby's header.
    const agentPage = await suite.openPage('/login', { language: 'EN' });
    const login = await visible(agentPage.getByRole('dialog', { name: 'Log in' }));
    await login.getByLabel('Username', { exact: true }).fill(DEMO.agent);
    await login.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await agentPage.waitForFunction(() => sessionStorage.getItem('token'));

    // Direct creation: the sign-in details are shown once.
    const direct = uniqueUsername('dl');
    await agentPage.goto('/agentHome/registerCenter');
    await visible(agentPage.getByRole('heading', { level: 1, name: 'Register centre' }));
    await agentPage.getByLabel('Username', { exact: true }).fill(direct);
    await agentPage.getByLabel('Password', { exact: true }).fill('secret123');
    await agentPage.getByRole('button', { name: 'Create downline' }).click();
    const created = await visible(agentPage.getByRole('dialog', { name: 'Downline created' }));
    expect(await created.getByTestId('created-username').innerText()).toBe(direct);
    expect(await created.getByTestId('created-password').innerText()).toBe('secret123');
    await created.getByRole('button', { name: 'Copy and close' }).click();
    await created.waitFor({ state: 'hidden' });

    // A link for members, listed with its code and QR code.
    await agentPage.getByRole('tab', { name: 'Link registration' }).click();
    await agentPage.getByRole('button', { name: 'Create link' }).click();
    await visible(agentPage.getByRole('table', { name: 'Registration links' }));
    const { list } = (await callAsMember(agentPage, 'GET', '/wps/agent/links')) as { list: ReferralLink[] };
    const link = list[0];
    if (link === undefined) throw new Error('The new link is not listed');
    await visible(agentPage.getByRole('cell', { name: link.code, exact: true }).first());
    await visible(agentPage.locator('.downlines__qr').first());

    // A code that is no agent's is refused before the registration is sent.
    const stranger = await suite.openPage('/register?affiliateCode=NOSUCH12', { language: 'EN' });
    const strangerDialog = await visible(stranger.getByRole('dialog', { name: 'Sign up' }));
    await strangerDialog.getByRole('tab', { name: 'By username' }).click();
    expect(await strangerDialog.getByLabel('Invitation code').inputValue()).toBe('NOSUCH12');
    await strangerDialog.getByLabel('Username', { exact: true }).fill(uniqueUsername('nx'));
    await strangerDialog.getByLabel('Password', { exact: true }).fill('secret123');
    await strangerDialog.getByLabel('Confirm password').fill('secret123');
    await strangerDialog.getByLabel('I am of legal age and agree to the terms and conditions').check();
    await strangerDialog.getByRole('button', { name: 'Create account' }).click();
    await visible(stranger.getByText(errorMessage('invitation_code_error', 'EN')));

    // The visitor arrives through the link: the popup carries its code.
    const joiner = uniqueUsername('jn');
    const visitor = await suite.openPage(`/register?affiliateCode=${link.code}`, { language: 'EN' });
    const dialog = await visible(visitor.getByRole('dialog', { name: 'Sign up' }));
    await dialog.getByRole('tab', { name: 'By username' }).click();
    expect(await dialog.getByLabel('Invitation code').inputValue()).toBe(link.code);
    await dialog.getByLabel('Username', { exact: true }).fill(joiner);
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByLabel('Confirm password').fill('secret123');
    await dialog.getByLabel('I am of legal age and agree to the terms and conditions').check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await visible(visitor.getByRole('banner').getByRole('button', { name: joiner }));

    // Both new members are the agent's direct players, each with how it registered.
    await agentPage.goto('/agentHome/downlineManagmentView');
    await agentPage.getByRole('tab', { name: 'Direct players' }).click();
    const table = await visible(agentPage.getByRole('table', { name: 'Team members' }));
    const joinerRow = table.getByRole('row').filter({ hasText: joiner });
    await visible(joinerRow.getByText('Registration link'));
    await visible(table.getByRole('row').filter({ hasText: direct }).getByText('Agent creation'));
    await agentPage.getByLabel('Username or remark').fill(joiner);
    await agentPage.getByRole('button', { name: 'Search' }).click();
    await table.getByRole('row').filter({ hasText: direct }).waitFor({ state: 'detached' });
    expect(await joinerRow.count()).toBe(1);
  });
});
