import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MODULE_ID, whitelabelSchema, type ModuleId, type WhitelabelNode } from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { cx } from '@platform/ui/cx.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { Checkbox } from '@platform/ui/field.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useUpdateWhitelabelSetting, useWhitelabelSetting } from '../api/whitelabel-setting.ts';
import { SaveBar } from './save-bar.tsx';
import { SettingPage } from '../../../shared/ui/setting-page.tsx';
import { useSettingForm } from './use-setting-form.ts';
import '../settings.css';
import './modules-settings-page.css';

interface ModulesFormValues {
  nodes: WhitelabelNode[];
}

/**
 * The tree is one form value; the contract's tree schema checks it. That schema is declared with
 * an unknown input (it is recursive), so its input is stated here as the tree it reads.
 */
const modulesFormSchema = z.object({ nodes: whitelabelSchema }) as z.ZodType<
  ModulesFormValues,
  ModulesFormValues
>;

const isModuleId = (id: string): id is ModuleId => (Object.values(MODULE_ID) as string[]).includes(id);

/** Sets `enabled` of the node at `path` (indices from the root), leaving the rest untouched. */
const setEnabled = (nodes: WhitelabelNode[], path: readonly number[], enabled: boolean): WhitelabelNode[] =>
  nodes.map((node, index) => {
    if (index !== path[0]) return node;
    return path.length === 1
      ? { ...node, enabled }
      : { ...node, childrenNodes: setEnabled(node.childrenNodes, path.slice(1), enabled) };
  });

interface TreeProps {
  nodes: readonly WhitelabelNode[];
  path: readonly number[];
  /** Off when an ancestor is off: the switch keeps its own value, but the module is off for visitors. */
  isParentOn: boolean;
  parentName: string | undefined;
  disabled: boolean;
  onToggle: (path: readonly number[], enabled: boolean) => void;
}

function ModuleTree({ nodes, path, isParentOn, parentName, disabled, onToggle }: TreeProps) {
  const { t } = useTranslation();
  const nameOf = (modId: string) => (isModuleId(modId) ? t(`settings.modules.names.${modId}`) : modId);
  return (
    <ul className={cx('tree', path.length > 0 && 'tree--nested')}>
      {nodes.map((node, index) => {
        const nodePath = [...path, index];
        const name = nameOf(node.modId);
        const isEffective = isParentOn && node.enabled;
        return (
          <li key={node.modId} className={cx('tree__node', !isParentOn && 'tree__node--inactive')}>
            <div className="tree__row">
              <Checkbox
                isSwitch
                label={name}
                checked={node.enabled}
                disabled={disabled}
                onChange={(event) => onToggle(nodePath, event.target.checked)}
              />
              <code className="tree__id">{node.modId}</code>
              {!isParentOn && parentName !== undefined && (
                <span className="tree__note">{t('settings.modules.parentOff', { parent: parentName })}</span>
              )}
            </div>
            {node.childrenNodes.length > 0 && (
              <ModuleTree
                nodes={node.childrenNodes}
                path={nodePath}
                isParentOn={isEffective}
                parentName={isParentOn ? name : parentName}
                disabled={disabled}
                onToggle={onToggle}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function ModulesForm({ initial }: { initial: WhitelabelNode[] }) {
  const { t } = useTranslation();
  const update = useUpdateWhitelabelSetting();
  const canWrite = useCan('settings.write');
  const form = useForm({
    resolver: useContractResolver(modulesFormSchema),
    defaultValues: { nodes: initial },
    disabled: !canWrite,
  });
  const { field } = useController({ control: form.control, name: 'nodes' });
  const { onSubmit, saveBar } = useSettingForm({
    form,
    save: ({ nodes }) => update.mutateAsync(nodes),
    toValues: (value) => value,
  });
  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <Section title={t('settings.modules.treeTitle')} description={t('settings.modules.treeDescription')}>
        <ModuleTree
          nodes={field.value}
          path={[]}
          isParentOn
          parentName={undefined}
          disabled={field.disabled === true}
          onToggle={(path, enabled) => field.onChange(setEnabled(field.value, path, enabled))}
        />
      </Section>
      <SaveBar {...saveBar} />
    </form>
  );
}

/** The white-label module switches: a module is on only when it and every parent are on. */
export function ModulesSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingPage
      title={t('settings.modules.title')}
      description={t('settings.modules.description')}
      query={useWhitelabelSetting()}
    >
      {(value) => <ModulesForm initial={value} />}
    </SettingPage>
  );
}
