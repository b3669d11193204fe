import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  errorMessage,
  socialIdentitySchema,
  validationText,
  type Language,
  type LoginResult,
  type SocialIdentity,
} from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { WarningIcon } from '@platform/ui/icons.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { paths } from '../../../shared/config/paths.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { openAuthModal } from '../../../shared/lib/auth-modal.ts';
import { errorText } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { getReferralCode } from '../../../shared/lib/referral.ts';
import { startSession } from '../../../shared/lib/session.ts';
import { Button, LinkButton } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useLinkSocialAccount } from '../api/social-link.ts';
import { useLoginWithSocialTicket } from '../api/social-login.ts';
import { useRegisterSocialAccount } from '../api/social-register.ts';
import { MethodTabs } from './method-tabs.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';
import '../auth.css';
import '../social.css';

/** The failures the provider's callback names in `?error=`; anything else reads as the general one. */
const CALLBACK_ERRORS = ['social_login_failed', 'social_account_linked_elsewhere'] as const;
type CallbackError = (typeof CALLBACK_ERRORS)[number];
const toCallbackError = (code: string | null): CallbackError =>
  CALLBACK_ERRORS.find((known) => known === code) ?? 'social_login_failed';

type Step =
  | { kind: 'signingIn' }
  | { kind: 'failed'; message: string }
  | { kind: 'notLinked'; identity: SocialIdentity };

/** The identity of a `social_account_not_linked` refusal, or undefined for any other failure. */
const notLinkedIdentity = (error: unknown): SocialIdentity | undefined => {
  if (!(error instanceof ApiError) || error.errorCode !== 'social_account_not_linked') return undefined;
  const parsed = socialIdentitySchema.safeParse(error.value);
  return parsed.success ? parsed.data : undefined;
};

/** A failure that ends the ticket (used, expired): the page says so instead of the form. */
const isTicketDead = (error: unknown) =>
  error instanceof ApiError && error.errorCode === 'social_login_failed';

/** Logged in: keep the session for this tab and go home. */
const useFinish = () => {
  const navigate = useNavigate();
  return (result: LoginResult) => {
    startSession(
      { token: result.token, isAgent: result.isAgent, username: result.username },
      { remember: false },
    );
    void navigate(paths.home.getHref(), { replace: true });
  };
};

const buildLinkSchema = (language: Language) => {
  const required = validationText('required', language);
  return z.object({
    username: z.string().trim().min(1, required),
    password: z.string().min(1, required),
  });
};
type LinkValues = z.input<ReturnType<typeof buildLinkSchema>>;
type LinkOutput = z.output<ReturnType<typeof buildLinkSchema>>;

interface ChoiceProps {
  identity: SocialIdentity;
  onDone: (result: LoginResult) => void;
  onTicketDead: (message: string) => void;
}

/** Link the identity to an existing account by its username and password (encrypted). */
function LinkExistingForm({ identity, onDone, onTicketDead }: ChoiceProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useSiteConfig();
  const linkAccount = useLinkSocialAccount();
  const schema = useMemo(() => buildLinkSchema(language), [language]);
  const form = useForm<LinkValues, unknown, LinkOutput>({
    resolver: useContractResolver(schema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onDone(
        await linkAccount.mutateAsync({
          publicKey: config.encryptionPublicKey,
          payload: { ticket: identity.ticket, username: values.username, password: values.password },
        }),
      );
    } catch (error) {
      if (isTicketDead(error)) onTicketDead(errorText(error, t));
      else applyServerErrors(form, error, t, ['username', 'password']);
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="account-form__intro">{t('social.page.linkLead', { provider: identity.providerName })}</p>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.username?.message}
        isRequired
        {...form.register('username')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        isRequired
        {...form.register('password')}
      />
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
        {t('social.page.linkSubmit')}
      </Button>
    </form>
  );
}

const buildRegisterSchema = (language: Language) =>
  z.object({
    terms: z.boolean().refine((accepted) => accepted, validationText('termsRequired', language)),
    affiliateCode: z.string().trim(),
  });
type RegisterValues = z.input<ReturnType<typeof buildRegisterSchema>>;
type RegisterOutput = z.output<ReturnType<typeof buildRegisterSchema>>;

/** A new account for the identity: the terms, and the invitation code when the operator asks for one. */
function CreateAccountForm({ identity, onDone, onTicketDead }: ChoiceProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hasAffiliateCode = useSiteConfig().register.affiliateCode.enabled;
  const registerAccount = useRegisterSocialAccount();
  const schema = useMemo(() => buildRegisterSchema(language), [language]);
  const form = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: useContractResolver(schema),
    defaultValues: { terms: false, affiliateCode: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onDone(
        await registerAccount.mutateAsync({
          ticket: identity.ticket,
          terms: values.terms,
          ...(hasAffiliateCode && values.affiliateCode !== '' ? { affiliateCode: values.affiliateCode } : {}),
          referralCode: getReferralCode(),
        }),
      );
    } catch (error) {
      if (isTicketDead(error)) onTicketDead(errorText(error, t));
      else applyServerErrors(form, error, t, ['terms', 'affiliateCode']);
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="account-form__intro">
        {t('social.page.registerLead', { provider: identity.providerName })}
      </p>
      <FormAlert message={errors.root?.server?.message} />
      {hasAffiliateCode && (
        <TextField
          label={t('social.page.affiliateCode')}
          autoComplete="off"
          error={errors.affiliateCode?.message}
          {...form.register('affiliateCode')}
        />
      )}
      <TermsCheckbox error={errors.terms?.message} {...form.register('terms')} />
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
        {t('social.page.registerSubmit')}
      </Button>
    </form>
  );
}

type Choice = 'link' | 'register';

/** Signed in at the provider, but no account is linked yet: link an existing one or create one. */
function NotLinked(props: ChoiceProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>('link');
  const { identity } = props;
  const who = [identity.name, identity.email].filter((part) => part !== null).join(' · ');
  return (
    <>
      <header className="page__header">
        <h1 className="page__title">{t('social.page.welcomeTitle')}</h1>
        <p className="page__subtitle">{t('social.page.lead', { provider: identity.providerName })}</p>
        {who !== '' && <p className="social-sign-in__who">{t('social.page.signedInAs', { who })}</p>}
      </header>
      <div className="card">
        <MethodTabs
          label={t('social.page.choices')}
          options={[
            { value: 'link', label: t('social.page.linkTab') },
            { value: 'register', label: t('social.page.registerTab') },
          ]}
          value={choice}
          onChange={setChoice}
        >
          {choice === 'link' ? <LinkExistingForm {...props} /> : <CreateAccountForm {...props} />}
        </MethodTabs>
      </div>
    </>
  );
}

function Failed({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="page__header">
        <h1 className="page__title">{t('social.page.failedTitle')}</h1>
      </header>
      <div className="card">
        <Notice tone="danger" icon={<WarningIcon />}>
          {message}
        </Notice>
        <div className="social-sign-in__actions">
          <Button onClick={() => openAuthModal('login')}>{t('social.page.tryAgain')}</Button>
          <LinkButton variant="secondary" to={paths.home.getHref()}>
            {t('social.page.home')}
          </LinkButton>
        </div>
      </div>
    </>
  );
}

/**
 * The `/oauth` page the provider's callback ends on. With `?ticket=` it logs in the linked member
 * and goes home, or, when nothing is linked, offers to link an existing account or create one;
 * with `?error=` it explains what went wrong. The ticket leaves the address bar at once.
 */
export function SocialSignIn({ ticket, error }: { ticket: string | null; error: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const finish = useFinish();
  const login = useLoginWithSocialTicket();
  const [step, setStep] = useState<Step>(() =>
    ticket === null
      ? { kind: 'failed', message: errorMessage(toCallbackError(error), language) }
      : { kind: 'signingIn' },
  );
  const [heldTicket] = useState(ticket);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void navigate(paths.oauth.getHref(), { replace: true });
    if (heldTicket === null) return;
    login.mutate(heldTicket, {
      onSuccess: finish,
      onError: (failure) => {
        const identity = notLinkedIdentity(failure);
        setStep(
          identity === undefined
            ? { kind: 'failed', message: errorText(failure, t) }
            : { kind: 'notLinked', identity },
        );
      },
    });
  }, [finish, heldTicket, login, navigate, t]);

  return (
    <section className="page social-sign-in" aria-live="polite">
      {step.kind === 'signingIn' && (
        <header className="page__header">
          <h1 className="page__title">{t('social.page.title')}</h1>
          <p className="page__subtitle">{t('social.page.signingIn')}</p>
        </header>
      )}
      {step.kind === 'failed' && <Failed message={step.message} />}
      {step.kind === 'notLinked' && (
        <NotLinked
          identity={step.identity}
          onDone={finish}
          onTicketDead={(message) => setStep({ kind: 'failed', message })}
        />
      )}
    </section>
  );
}
