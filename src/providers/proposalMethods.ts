import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '../types/database';
import { conflictError } from './conditionalWrites';
import { swedishHttpError, unwrap } from './postgrestResult';

export type CardChangeProposal = Tables<'card_change_proposals'>;
export type CardTerms = Record<string, unknown>;
/** One rule of the current rule set the card would break after the proposal (private.card_cap_problems). */
export interface ProposalProblem {
  code: string;
  message: string;
  field: string;
}

/**
 * Changes of a published card's public terms that wait for a second pair of eyes (issue 35 part B, migration
 * 20261129006100_card_change_proposals.sql). The database decides who may do what; a card changed since the
 * proposal answers the same 409 conflict as any other save.
 */
export interface ProposalMethods {
  proposeCardChange(cardId: number, version: number, values: CardTerms): Promise<CardChangeProposal>;
  /** versionOverride: the card's current version, to approve over a conflict knowingly; changes: edit then approve. */
  approveCardChange(
    proposal: Pick<CardChangeProposal, 'id' | 'card_id'>,
    options?: { versionOverride?: number; changes?: CardTerms },
  ): Promise<Record<string, unknown>>;
  rejectCardChange(id: number, reason: string): Promise<CardChangeProposal>;
  cardChangeProblems(id: number): Promise<ProposalProblem[]>;
  /** Whether admins' own changes to published cards' terms need approval (public.approval_settings). */
  getApprovalSetting(): Promise<{ required: boolean; version: number }>;
  setApprovalSetting(required: boolean, version: number): Promise<void>;
}

export function proposalMethods(client: SupabaseClient<Database>): ProposalMethods {
  return {
    async proposeCardChange(cardId, version, values) {
      const answer = await client.rpc('propose_card_change', {
        p_card_id: cardId,
        p_version: version,
        p_values: values as never,
      });
      if (answer.status === 409) throw await conflictError(client, 'cards', 'credit_cards', [cardId]);
      return unwrap(answer);
    },
    async approveCardChange(proposal, options = {}) {
      const answer = await client.rpc('approve_card_change', {
        p_id: proposal.id,
        ...(options.versionOverride !== undefined ? { p_version_override: options.versionOverride } : {}),
        ...(options.changes ? { p_changes: options.changes as never } : {}),
      });
      if (answer.status === 409)
        throw await conflictError(client, 'cards', 'credit_cards', [proposal.card_id]);
      return (await unwrap(answer)) as unknown as Record<string, unknown>;
    },
    async rejectCardChange(id, reason) {
      return unwrap(await client.rpc('reject_card_change', { p_id: id, p_reason: reason }));
    },
    async cardChangeProblems(id) {
      return (await unwrap(await client.rpc('card_change_proposal_problems', { p_id: id }))) ?? [];
    },
    async getApprovalSetting() {
      const { data, error, status } = await client
        .from('approval_settings')
        .select('admin_terms_need_approval, version')
        .maybeSingle();
      if (error) throw await swedishHttpError(error, status);
      const row = data as { admin_terms_need_approval: boolean; version: number } | null;
      return { required: Boolean(row?.admin_terms_need_approval), version: row?.version ?? 1 };
    },
    async setApprovalSetting(required, version) {
      const { data, error, status } = await client
        .from('approval_settings')
        .update({ admin_terms_need_approval: required, version })
        .eq('id', true)
        .eq('version', version)
        .select('id');
      if (error) throw await swedishHttpError(error, status);
      if (!data?.length)
        throw await conflictError(client, 'approval_settings', 'approval_settings', ['true']);
    },
  };
}
