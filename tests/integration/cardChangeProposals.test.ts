import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { HttpError } from 'react-admin';
import type { Stack } from '../../supabase/local/stack.ts';
import { BACKEND, startTestStack } from './backends.ts';
import { createAdmin, signedIn } from './personas.ts';
import { ADMIN, DEMO_PASSWORD } from '../helpers.ts';
import { createPublishedCards, removePublishedCards, type PublishedCard } from '../publishedCards.ts';
import { proposalMethods, type ProposalMethods } from '../../src/providers/proposalMethods.ts';
import { countMethods } from '../../src/providers/countMethods.ts';
import { summaryBounds } from '../../src/dashboard/todoItems.ts';
import { recomputedFigures } from '../../src/resources/cards/recomputeExample.ts';
import { CARD_TERM_COLUMNS } from '../../src/lib/cardTerms.ts';

// Issue 35 part B: a change to a published card's public terms waits for a second admin (migration
// 20261129006100_card_change_proposals.sql), through the app's own provider methods against the real stack.
describe(`card change proposals (${BACKEND})`, () => {
  let stack: Stack;
  let admin: SupabaseClient;
  let secondAdmin: SupabaseClient;
  let editor: SupabaseClient;
  let anon: SupabaseClient;
  let asAdmin: ProposalMethods;
  let asSecond: ProposalMethods;
  let asEditor: ProposalMethods;
  let bankId: number;
  let cards: PublishedCard[];
  let secondAdminId: string;
  let editorId: string;

  /** The refusal an awaited call threw: its status, SQLSTATE, hint and Swedish message key. */
  const refusal = async (call: Promise<unknown>) => {
    const error = (await call.then(
      () => {
        throw new Error('expected a refusal');
      },
      (caught: unknown) => caught,
    )) as HttpError & { body: { code?: string; hint?: string; message?: string } };
    return { status: error.status, code: error.body?.code, hint: error.body?.hint, message: error.message };
  };
  const card = async (id: number) =>
    (
      await stack.sql.query<{ annual_fee: number; version: number; nominal_rate_max: number }>(
        `select annual_fee::int, version::int, nominal_rate_max::float as nominal_rate_max
           from public.credit_cards where id = $1`,
        [id],
      )
    ).rows[0];
  const publicFee = async (id: number) => {
    const { data, error } = await anon.from('credit_cards').select('annual_fee').eq('id', id).single();
    expect(error).toBeNull();
    return Number(data!.annual_fee);
  };
  /** A new annual fee with the representative example recomputed (a published card's example must agree). */
  const feeChange = async (id: number, fee: number) => {
    const terms = (
      await stack.sql.query<Record<string, number>>(
        `select invoice_fee::float, setup_fee::float, nominal_rate_min::float, example_credit_amount::float,
                example_term_months::int from public.credit_cards where id = $1`,
        [id],
      )
    ).rows[0];
    return { annual_fee: fee, ...recomputedFigures({ ...terms, annual_fee: fee })! };
  };
  const setApproval = async (required: boolean) => {
    const setting = await asAdmin.getApprovalSetting();
    await asAdmin.setApprovalSetting(required, setting.version);
  };

  beforeAll(async () => {
    stack = await startTestStack();
    secondAdminId = await createAdmin(stack, 'granskare@example.se');
    const createdEditor = await createClient(stack.url, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }).auth.admin.createUser({ email: 'redaktor@example.se', password: DEMO_PASSWORD, email_confirm: true });
    if (createdEditor.error) throw createdEditor.error;
    editorId = createdEditor.data.user.id;
    await stack.sql.query(`insert into public.user_roles (user_id, role) values ($1, 'editor')`, [editorId]);
    admin = await signedIn(stack, ADMIN.email);
    secondAdmin = await signedIn(stack, 'granskare@example.se');
    editor = await signedIn(stack, 'redaktor@example.se');
    anon = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    asAdmin = proposalMethods(admin as never);
    asSecond = proposalMethods(secondAdmin as never);
    asEditor = proposalMethods(editor as never);
    ({ bankId, cards } = await createPublishedCards(admin, 'forslag', 6));
  });
  afterAll(async () => {
    if (bankId) await removePublishedCards(admin, bankId);
    await stack?.stop();
  });

  it("lists the same public terms as the card form's CARD_TERM_COLUMNS", async () => {
    const rows = await stack.sql.query<{ name: string }>(
      `select name from private.card_term_columns order by 1`,
    );
    expect(rows.rows.map((row) => row.name)).toEqual([...CARD_TERM_COLUMNS].sort());
  });

  it('an editor proposes; the public sees nothing until another admin approves; the history names both', async () => {
    const target = cards[0];
    const values = await feeChange(target.id, target.annual_fee + 100);
    const proposal = await asEditor.proposeCardChange(target.id, target.version, {
      ...values,
      // unchanged values are left out of the proposal
      example_term_months: 12,
    });
    expect(proposal).toMatchObject({
      status: 'pending',
      proposed_by: editorId,
      base_version: target.version,
    });
    expect(proposal.changes).toMatchObject({ annual_fee: target.annual_fee + 100 });
    expect(proposal.changes).not.toHaveProperty('example_term_months');
    expect(await publicFee(target.id)).toBe(target.annual_fee);
    const anonRead = await anon.from('card_change_proposals').select('id');
    expect(anonRead.data ?? []).toEqual([]);

    // The editor cannot approve (no admin), and cannot write the published card's terms directly.
    expect((await refusal(asEditor.approveCardChange(proposal))).code).toBe('42501');
    const direct = await editor
      .from('credit_cards')
      .update({ annual_fee: 1 })
      .eq('id', target.id)
      .select('id');
    expect(direct.error?.code === '42501' || direct.data?.length === 0).toBe(true);
    expect((await card(target.id)).annual_fee).toBe(target.annual_fee);

    // Att göra counts it.
    const summary = await countMethods(admin as never, {}).getDashboardSummary(summaryBounds(new Date()));
    expect(summary.todo.proposals).toBe(1);

    const saved = await asAdmin.approveCardChange(proposal);
    expect(Number(saved.annual_fee)).toBe(target.annual_fee + 100);
    expect(await publicFee(target.id)).toBe(target.annual_fee + 100);
    const decided = (
      await stack.sql.query<{ status: string; decided_by: string; change_set: string }>(
        `select status, decided_by::text, change_set::text from public.card_change_proposals where id = $1`,
        [proposal.id],
      )
    ).rows[0];
    expect(decided.status).toBe('approved');
    const adminId = (
      await stack.sql.query<{ id: string }>(`select id::text from auth.users where email = $1`, [ADMIN.email])
    ).rows[0].id;
    expect(decided.decided_by).toBe(adminId);
    const history = (
      await stack.sql.query<{
        actor_id: string;
        change_kind: string;
        changed_fields: Record<string, unknown>;
      }>(
        `select actor_id::text, change_kind, changed_fields from public.audit_log
          where table_name = 'credit_cards' and row_id = $1 and change_set = $2`,
        [String(target.id), decided.change_set],
      )
    ).rows;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actor_id: adminId, change_kind: 'proposal' });
    expect(Object.keys(history[0].changed_fields)).toContain('annual_fee');
    expect(history[0].changed_fields).not.toHaveProperty('example_term_months');
    const proposer = (
      await stack.sql.query<{ actor_id: string }>(
        `select actor_id::text from public.audit_log where table_name = 'card_change_proposals' and row_id = $1
            and action = 'INSERT'`,
        [String(proposal.id)],
      )
    ).rows[0];
    expect(proposer.actor_id).toBe(editorId);
  });

  it('refuses the proposer approving their own proposal (42501, Swedish), another admin approves', async () => {
    const target = cards[1];
    const proposal = await asAdmin.proposeCardChange(target.id, target.version, { is_sponsored: true });
    const own = await refusal(asAdmin.approveCardChange(proposal));
    expect(own).toMatchObject({ status: 403, code: '42501', hint: 'self_approval' });
    expect(own.message).toBe('app.errors.proposals.self_approval');
    // Also a direct PATCH of the status is refused by the database.
    const patch = await admin
      .from('card_change_proposals')
      .update({ status: 'approved' })
      .eq('id', proposal.id)
      .select('id');
    expect(patch.error?.code).toBe('42501');
    await asSecond.approveCardChange(proposal);
    const row = (
      await stack.sql.query<{ is_sponsored: boolean }>(
        `select is_sponsored from public.credit_cards where id = $1`,
        [target.id],
      )
    ).rows[0];
    expect(row.is_sponsored).toBe(true);
    const decided = (
      await stack.sql.query<{ decided_by: string }>(
        `select decided_by::text from public.card_change_proposals where id = $1`,
        [proposal.id],
      )
    ).rows[0];
    expect(decided.decided_by).toBe(secondAdminId);
  });

  it('rejects only with a reason; a decided proposal stays decided', async () => {
    const target = cards[2];
    const proposal = await asEditor.proposeCardChange(target.id, target.version, {
      apply_url: 'https://example.se/ny',
    });
    const blank = await refusal(asAdmin.rejectCardChange(proposal.id, '  '));
    expect(blank).toMatchObject({ code: '22023', hint: 'reason_required' });
    expect(blank.message).toBe('app.errors.proposals.reason_required');
    const rejected = await asAdmin.rejectCardChange(proposal.id, 'Länken leder till fel produkt.');
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Länken leder till fel produkt.' });
    expect((await refusal(asSecond.approveCardChange(proposal))).hint).toBe('proposal_decided');
    const url = await anon.from('credit_cards').select('apply_url').eq('id', target.id).single();
    expect(url.data!.apply_url).not.toBe('https://example.se/ny');
  });

  it('approving after the card changed is the conflict; approving over it knowingly writes', async () => {
    const target = cards[3];
    const proposal = await asEditor.proposeCardChange(target.id, target.version, { sort_rank: 5 });
    const moved = await admin.rpc('save_card', {
      p_id: target.id,
      p_version: target.version,
      p_changes: { short_description: 'Ändrad av någon annan' },
    });
    expect(moved.error).toBeNull();
    const conflict = await refusal(asAdmin.approveCardChange(proposal));
    expect(conflict.status).toBe(409);
    expect(conflict.message).toContain('Anna Administratör');
    expect(
      (
        await stack.sql.query(
          `select 1 from public.card_change_proposals where id = $1 and status = 'pending'`,
          [proposal.id],
        )
      ).rows,
    ).toHaveLength(1);
    const current = await card(target.id);
    await asAdmin.approveCardChange(proposal, { versionOverride: current.version });
    const rank = await stack.sql.query<{ sort_rank: number }>(
      `select sort_rank from public.credit_cards where id = $1`,
      [target.id],
    );
    expect(rank.rows[0].sort_rank).toBe(5);
  });

  it('shows the current rule check and the approval runs it; only the terms may be proposed', async () => {
    const target = cards[4];
    const terms = await refusal(asEditor.proposeCardChange(target.id, target.version, { name: 'Nytt namn' }));
    expect(terms).toMatchObject({ code: '22023', hint: 'proposal_terms_only' });
    const proposal = await asEditor.proposeCardChange(target.id, target.version, { nominal_rate_max: 45 });
    const problems = await asAdmin.cardChangeProblems(proposal.id);
    expect(problems.map((problem) => problem.code)).toEqual(['interest_cap']);
    expect(problems[0].message).toContain('räntetaket');
    const refused = await refusal(asAdmin.approveCardChange(proposal));
    expect(refused.code).toBe('23514');
    expect((await card(target.id)).nominal_rate_max).not.toBe(45);
    // "Redigera och godkänn": the approver corrects the value and approves in one call.
    await asAdmin.approveCardChange(proposal, { changes: { nominal_rate_max: 19.5 } });
    expect((await card(target.id)).nominal_rate_max).toBe(19.5);
  });

  it("the setting makes admins' own term changes of published cards proposals", async () => {
    const target = cards[5];
    await setApproval(true);
    try {
      const direct = await admin.rpc('save_card', {
        p_id: target.id,
        p_version: target.version,
        p_changes: await feeChange(target.id, target.annual_fee + 1),
      });
      expect(direct.error).toMatchObject({ code: '42501', hint: 'proposal_required' });
      expect(direct.error!.message).toMatch(/godkännande/);
      // Texts that are no public terms are saved directly.
      const text = await admin.rpc('save_card', {
        p_id: target.id,
        p_version: target.version,
        p_changes: { short_description: 'Ny beskrivning' },
      });
      expect(text.error).toBeNull();
      const proposal = await asAdmin.proposeCardChange(
        target.id,
        target.version + 1,
        await feeChange(target.id, target.annual_fee + 1),
      );
      await asSecond.approveCardChange(proposal);
      expect((await card(target.id)).annual_fee).toBe(target.annual_fee + 1);
      // Editors cannot switch the setting off.
      const editorWrite = await editor
        .from('approval_settings')
        .update({ admin_terms_need_approval: false })
        .eq('id', true)
        .select('id');
      expect(editorWrite.data ?? []).toEqual([]);
      expect((await asAdmin.getApprovalSetting()).required).toBe(true);
    } finally {
      await setApproval(false);
    }
    const after = await card(target.id);
    const direct = await admin.rpc('save_card', {
      p_id: target.id,
      p_version: after.version,
      p_changes: await feeChange(target.id, target.annual_fee + 2),
    });
    expect(direct.error).toBeNull();
  });
});
