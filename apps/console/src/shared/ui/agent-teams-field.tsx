import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@platform/ui/api-client.ts';
import { Button } from '@platform/ui/button.tsx';
import { messageIdFor } from '@platform/ui/field.tsx';
import { findAudienceAgent, useAudienceAgents } from '../api/audience-agents.ts';
import { errorText } from '../lib/form.ts';
import { ChipBox } from './chip-input.tsx';

interface AgentTeamsFieldProps {
  label: string;
  /** The agents' member ids (`audienceSchema.agentIds`). */
  value: readonly number[];
  onChange: (value: number[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The agent teams of an audience: staff type an agent's account and add it (the gateway checks it is
 * an agent); each chosen agent shows as its account, the saved ones looked up by id.
 */
export function AgentTeamsField({ label, value, onChange, error, disabled = false }: AgentTeamsFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [added, setAdded] = useState<ReadonlyMap<number, string>>(new Map());
  const [inputError, setInputError] = useState<string>();
  const [pending, setPending] = useState(false);
  const saved = useAudienceAgents(value.filter((id) => !added.has(id)));
  const accountOf = (id: number) =>
    added.get(id) ?? saved.data?.find((agent) => agent.id === id)?.account ?? `#${id}`;

  const add = async () => {
    const account = text.trim();
    if (account === '' || pending) return;
    setPending(true);
    try {
      const agent = await findAudienceAgent(account);
      if (agent !== undefined) {
        setAdded((current) => new Map(current).set(agent.id, agent.account));
        if (!value.includes(agent.id)) onChange([...value, agent.id]);
      }
      setText('');
      setInputError(undefined);
    } catch (failure) {
      setInputError(
        failure instanceof ApiError
          ? (failure.fieldErrors.account ?? failure.message)
          : errorText(failure, t),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <ChipBox
      inputId={inputId}
      label={label}
      chips={value.map((id) => ({ key: id, text: accountOf(id) }))}
      onRemove={(id) => onChange(value.filter((other) => other !== id))}
      disabled={disabled}
      message={inputError ?? error ?? t('audienceAgents.hint')}
      invalid={(inputError ?? error) !== undefined}
    >
      <input
        id={inputId}
        className="chip-input__input chip-input__input--as-typed"
        value={text}
        disabled={disabled}
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('audienceAgents.placeholder')}
        aria-invalid={(inputError ?? error) === undefined ? undefined : true}
        aria-describedby={messageIdFor(inputId)}
        onChange={(event) => {
          setInputError(undefined);
          setText(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void add();
          }
        }}
      />
      <Button
        size="sm"
        variant="secondary"
        isBusy={pending}
        disabled={disabled || text.trim() === ''}
        onClick={() => void add()}
      >
        {t('audienceAgents.add')}
      </Button>
    </ChipBox>
  );
}
