import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RotatedSeeds } from '../../../src/api/schemas.ts';
import { useRotateSeeds } from '../api/rotate-seeds.ts';
import { useLanguage } from '../i18n/index.ts';
import { useHouse } from '../lib/house-context.ts';
import { useAction } from '../lib/use-action.ts';
import { useErrorText } from '../lib/use-error-text.ts';
import { verifyLink } from '../lib/verify-link.ts';
import { SeedValue } from '../recall/seed-value.tsx';
import { Dialog } from '../ui/dialog.tsx';

/** What the server accepts as a client seed (rotateSeedsSchema). */
const CLIENT_SEED_PATTERN = /^[\w-]{1,64}$/;

const randomClientSeed = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** The seed pair in use, and the rotation that reveals its server seed. */
export function FairnessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('fairness.title')} wide>
      <FairnessPanel />
    </Dialog>
  );
}

function FairnessPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const { view } = useHouse();
  const inputId = useId();
  const [clientSeed, setClientSeed] = useState(randomClientSeed);
  const [previous, setPrevious] = useState<RotatedSeeds['previous'] | null>(null);
  const rotate = useRotateSeeds();
  const action = useAction();
  const isValid = CLIENT_SEED_PATTERN.test(clientSeed.trim());

  const submit = async () => {
    if (!isValid) return;
    const rotated = await action.run(() => rotate.mutateAsync(clientSeed.trim()));
    if (rotated === null) return;
    setPrevious(rotated.previous);
    setClientSeed(randomClientSeed());
  };

  return (
    <div className="fairness-panel">
      <p className="muted">{t('fairness.intro')}</p>
      <section className="seeds" aria-label={t('fairness.currentTitle')}>
        <h3 className="section-title">{t('fairness.currentTitle')}</h3>
        <SeedValue label={t('fairness.serverSeedHash')} value={view.seeds.serverSeedHash} />
        <SeedValue label={t('fairness.clientSeed')} value={view.seeds.clientSeed} />
        <SeedValue label={t('fairness.nextNonce')} value={String(view.seeds.nonce)} />
      </section>
      <form
        className="field"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="field__label" htmlFor={inputId}>
          {t('fairness.newClientSeed')}
        </label>
        <input
          id={inputId}
          className="field__input seed-input"
          value={clientSeed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={!isValid}
          onChange={(event) => setClientSeed(event.target.value)}
        />
        <p className={isValid ? 'field__hint' : 'field__error'}>{t('fairness.clientSeedHint')}</p>
        <button type="submit" className="button button--primary" disabled={action.isBusy || !isValid}>
          {action.isBusy ? t('common.sending') : t('fairness.rotate')}
        </button>
        {action.error !== null && (
          <p className="field__error" role="alert">
            {errorText(action.error)}
          </p>
        )}
      </form>
      {previous !== null && (
        <section className="seeds seeds--revealed" aria-label={t('fairness.previousTitle')}>
          <h3 className="section-title">{t('fairness.previousTitle')}</h3>
          <SeedValue label={t('fairness.serverSeed')} value={previous.serverSeed} />
          <SeedValue label={t('fairness.serverSeedHash')} value={previous.serverSeedHash} />
          <SeedValue label={t('fairness.clientSeed')} value={previous.clientSeed} />
          <SeedValue label={t('fairness.roundsPlayed')} value={String(previous.roundsPlayed)} />
          <a
            className="button button--ghost"
            href={verifyLink(
              {
                gameId: view.game.gameId,
                serverSeed: previous.serverSeed,
                clientSeed: previous.clientSeed,
                nonce: 0,
                choice: {},
              },
              language,
            )}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('fairness.verify')}
          </a>
        </section>
      )}
      <p className="game-note">{t('fairness.scheme')}</p>
    </div>
  );
}
