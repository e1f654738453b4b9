import { supabaseClient } from '../providers/supabaseClient';

/**
 * Lifts this session to aal2 with a code from the user's verified authenticator app. Answers undefined on
 * success, else the sv.ts key of the reason.
 */
export async function verifySecondFactor(code: string): Promise<string | undefined> {
  const { data: factors } = await supabaseClient.auth.mfa.listFactors();
  const factor = factors?.totp.find((f) => f.status === 'verified');
  if (!factor) return 'app.auth.mfa_no_factor';
  const { error } = await supabaseClient.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: code.trim(),
  });
  return error ? 'app.auth.mfa_invalid' : undefined;
}

/** True when the user has a verified factor and this session has not passed it (aal1 → aal2). */
export async function needsSecondFactor(): Promise<boolean> {
  const { data, error } = await supabaseClient.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data.currentLevel === 'aal1' && data.nextLevel === 'aal2';
}
