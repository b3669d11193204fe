import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChallengeMethod, LoginChallenge, LoginResult } from '@platform/contract';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { clearSession, getSession, startSession } from '../../../shared/lib/session.ts';
import { useLogin } from '../api/login.ts';
import {
  challengeOf,
  rememberedLoginOf,
  withChallengeAnswer,
  withNewPassword,
  type LoginSuccess,
  type PendingLogin,
} from '../lib/login-flow.ts';
import { ChallengeForm } from './challenge-form.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

/** What earlier steps of the same login already learned. */
interface Carried {
  firstTimeLogin: boolean;
  isPasswordChanged: boolean;
}

const FRESH: Carried = { firstTimeLogin: false, isPasswordChanged: false };

type Step =
  | { kind: 'challenge'; challenge: LoginChallenge; pending: PendingLogin; carried: Carried }
  | { kind: 'changePassword'; token: string; pending: PendingLogin; carried: Carried };

export interface LoginFlow {
  /** Sends a login; a refusal other than a check comes back as the thrown error. */
  attempt: (pending: PendingLogin) => Promise<void>;
  /** The login check, shown in place of the form that started the login. */
  checkView: ReactNode;
  /** The forced change-password modal. */
  dialog: ReactNode;
  /** Why the person is back at the form (the check expired, the password was changed). */
  notice: string | undefined;
}

/**
 * A login from start to session (spec section 4): the new-device or two-factor check when the
 * gateway asks for one, the forced password change (never after an SMS login) followed by a login
 * with the new password, then the session is stored and `onSuccess` runs.
 */
export const useLoginFlow = (onSuccess: (result: LoginResult, success: LoginSuccess) => void): LoginFlow => {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const login = useLogin();
  const [step, setStep] = useState<Step | null>(null);
  const [notice, setNotice] = useState<string>();
  const { mutateAsync } = login;
  const publicKey = config.encryptionPublicKey;

  const send = useCallback(
    async (pending: PendingLogin, carried: Carried): Promise<void> => {
      setNotice(undefined);
      let result: LoginResult;
      try {
        result = await mutateAsync({ publicKey, payload: pending.request });
      } catch (error) {
        const challenge = challengeOf(error);
        if (challenge === undefined) throw error;
        setStep({ kind: 'challenge', challenge, pending, carried });
        return;
      }
      const firstTimeLogin = carried.firstTimeLogin || result.firstTimeLogin;
      if (result.passwordExpired && pending.request.type !== 'sms') {
        // The change is signed with the restricted token alone, never with a session held in this tab.
        if (getSession() !== null) clearSession();
        setStep({
          kind: 'changePassword',
          token: result.token,
          pending,
          carried: { ...carried, firstTimeLogin },
        });
        return;
      }
      setStep(null);
      const remembered =
        pending.remember === undefined ? undefined : rememberedLoginOf(pending.request, result);
      startSession(
        { token: result.token, isAgent: result.isAgent, username: result.username },
        { remember: pending.remember ?? false, ...(remembered === undefined ? {} : { login: remembered }) },
      );
      onSuccess({ ...result, firstTimeLogin }, { isPasswordChanged: carried.isPasswordChanged });
    },
    [mutateAsync, onSuccess, publicKey],
  );

  const attempt = useCallback((pending: PendingLogin) => send(pending, FRESH), [send]);

  const backToForm = (message: string) => {
    setStep(null);
    setNotice(message);
  };

  let checkView: ReactNode = null;
  let dialog: ReactNode = null;
  if (step?.kind === 'challenge') {
    const answer = async (method: ChallengeMethod, challengeAnswer: string) => {
      const request = withChallengeAnswer(step.pending.request, {
        challengeToken: step.challenge.challengeToken,
        challengeMethod: method,
        challengeAnswer,
      });
      try {
        await send({ ...step.pending, request }, step.carried);
      } catch (error) {
        if (error instanceof ApiError && error.errorCode === 'challenge_expired') backToForm(error.message);
        else throw error;
      }
    };
    checkView = (
      <ChallengeForm
        key={step.challenge.challengeToken}
        challenge={step.challenge}
        onAnswer={answer}
        onCancel={() => setStep(null)}
      />
    );
  } else if (step?.kind === 'changePassword') {
    const password = step.pending.request.password ?? '';
    const relogin = async (newPassword: string) => {
      const request = withNewPassword(step.pending.request, newPassword);
      try {
        await send({ ...step.pending, request }, { ...step.carried, isPasswordChanged: true });
      } catch {
        backToForm(t('account.changePassword.loginAgain'));
      }
    };
    dialog = (
      <ChangePasswordDialog
        token={step.token}
        currentPassword={password}
        onChanged={relogin}
        onClose={() => setStep(null)}
      />
    );
  }

  return { attempt, checkView, dialog, notice };
};
