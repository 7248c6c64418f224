import { useEffect } from 'react';
import { selectAllLists, selectListNames } from '@/features/lists/selectors';
import { listsEnsured } from '@/features/lists/slice';
import { selectAllSegments } from '@/features/segments/selectors';
import { selectPlan } from '@/shared/account/account-selectors';
import type { AutomationRuleDto } from '@/shared/sending/automation';
import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { FieldError } from '@/shared/ui/FieldError';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { RadioGroup } from '@/shared/ui/RadioGroup';
import { Select } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import type { CriteriaDraft } from '../types';
import styles from './AutomationDetail.module.css';
import { useDetail } from './use-detail';

type EditableKind = Exclude<AutomationRuleDto['kind'], 'query'>;

const RULE_KINDS: { value: EditableKind; label: string }[] = [
  { value: 'opened_any', label: 'Opened any email of this automation' },
  { value: 'clicked_any', label: 'Clicked a link in any email of this automation' },
  { value: 'clicked_url', label: 'Clicked a link containing…' },
  { value: 'added_to_list', label: 'Was added to a list' },
  { value: 'in_segment', label: 'Is in a segment' },
];

const ruleOfKind = (kind: EditableKind): AutomationRuleDto =>
  kind === 'clicked_url' ? { kind, url_contains: '' } : kind === 'added_to_list' ? { kind, list_id: '' } : kind === 'in_segment' ? { kind, segment_id: '' } : { kind };

const FRESH: CriteriaDraft = { match: 'any', rules: [{ kind: 'opened_any' }], invalid: false, tooComplex: false };

const TEXT = {
  exitCriteria: {
    title: 'Exit criteria',
    about: 'Contacts who meet them leave the automation and receive no more of its emails.',
    add: 'Add exit criteria',
    remove: 'Remove exit criteria',
    matchLegend: 'Contacts leave when they meet',
  },
  goal: {
    title: 'Goal',
    about: 'Contacts who reach the goal count as a conversion and leave the automation.',
    add: 'Add a goal',
    remove: 'Remove the goal',
    matchLegend: 'The goal is reached when contacts meet',
  },
} as const;

interface Props {
  kind: 'exitCriteria' | 'goal';
  sectionId: string;
  errors: string[];
}

/** Rules in words, for criteria shown read-only. */
function useRuleText() {
  const listNames = useAppSelector(selectListNames);
  const segments = useAppSelector(selectAllSegments);
  return (rule: AutomationRuleDto): string => {
    switch (rule.kind) {
      case 'clicked_url':
        return `Clicked a link containing “${rule.url_contains}”`;
      case 'added_to_list':
        return `Was added to the list ${listNames[rule.list_id] ?? rule.list_id}`;
      case 'in_segment':
        return `Is in the segment ${segments.find((segment) => segment.id === rule.segment_id)?.name ?? rule.segment_id}`;
      case 'query':
        return `Matches the query ${rule.query_dsl}`;
      default:
        return RULE_KINDS.find((option) => option.value === rule.kind)?.label ?? rule.kind;
    }
  };
}

/**
 * Exit criteria or a goal: rules that must hold (any or all). Criteria the server flags as too complex
 * for this form are shown read-only with a Replace; invalid ones (a deleted list or segment) say so.
 */
export function CriteriaSection({ kind, sectionId, errors }: Props) {
  const { draft, edit, readOnly, dispatch } = useDetail();
  const plan = useAppSelector(selectPlan);
  const lists = useAppSelector(selectAllLists);
  const segments = useAppSelector(selectAllSegments);
  const ruleText = useRuleText();
  useEffect(() => void dispatch(listsEnsured()), [dispatch]);
  if (!draft) return null;
  const text = TEXT[kind];
  const criteria = draft[kind];
  const set = (next: CriteriaDraft | null) => edit({ [kind]: next });
  const setRule = (index: number, rule: AutomationRuleDto) => criteria && set({ ...criteria, rules: criteria.rules.map((existing, at) => (at === index ? rule : existing)) });
  const needsAdvanced = kind === 'exitCriteria' && plan !== undefined && plan !== 'advanced';
  const errorId = `${sectionId}-error`;

  return (
    <section className={styles.section} aria-labelledby={sectionId}>
      <h2 id={sectionId} tabIndex={-1} className={styles.sectionTitle}>
        {text.title}
      </h2>
      <p className={styles.hint}>{text.about}</p>
      {errors.length > 0 && <FieldError id={errorId}>{errors.join(' ')}</FieldError>}
      {!criteria && (
        <div className={styles.row}>
          <Button size="sm" disabled={readOnly || needsAdvanced} onClick={() => set(FRESH)}>
            {text.add}
          </Button>
          {needsAdvanced && <p className={styles.hint}>{AUTOMATION_MESSAGES.exitCriteriaNeedsAdvanced}</p>}
        </div>
      )}
      {criteria?.tooComplex && (
        <>
          <InlineAlert tone="warning">{AUTOMATION_MESSAGES.criteriaTooComplex}</InlineAlert>
          <p className={styles.hint}>Contacts {criteria.match === 'all' ? 'must meet all of' : 'must meet any of'}:</p>
          <ul aria-label={`${text.title} rules`}>
            {criteria.rules.map((rule, index) => (
              <li key={index}>{ruleText(rule)}</li>
            ))}
          </ul>
          <div className={styles.row}>
            <Button size="sm" disabled={readOnly} onClick={() => set(FRESH)}>
              Replace
            </Button>
            <Button size="sm" disabled={readOnly} onClick={() => set(null)}>
              {text.remove}
            </Button>
          </div>
        </>
      )}
      {criteria && !criteria.tooComplex && (
        <fieldset className={styles.plainFieldset} disabled={readOnly} aria-describedby={errors.length > 0 ? errorId : undefined}>
          <legend className={styles.visuallyHidden}>{text.title}</legend>
          {criteria.invalid && <InlineAlert tone="danger">{AUTOMATION_MESSAGES.criteriaInvalid}</InlineAlert>}
          <RadioGroup
            legend={text.matchLegend}
            name={`${kind}-match`}
            options={[
              { value: 'any', label: 'Any of these rules' },
              { value: 'all', label: 'All of these rules' },
            ]}
            value={criteria.match}
            onChange={(match) => set({ ...criteria, match: match as CriteriaDraft['match'] })}
          />
          <ol className={styles.rules} aria-label={`${text.title} rules`}>
            {criteria.rules.map((rule, index) => {
              const label = `${text.title} rule ${index + 1}`;
              return (
                <li key={index} className={styles.rule}>
                  <Select
                    label={label}
                    name={`${kind}-rule-${index}`}
                    value={rule.kind}
                    options={RULE_KINDS}
                    onChange={(event) => setRule(index, ruleOfKind(event.target.value as EditableKind))}
                  />
                  {rule.kind === 'clicked_url' && (
                    <TextField
                      label={`${label}: the link contains`}
                      name={`${kind}-rule-${index}-url`}
                      required
                      value={rule.url_contains}
                      onChange={(event) => setRule(index, { ...rule, url_contains: event.target.value })}
                    />
                  )}
                  {rule.kind === 'added_to_list' && (
                    <Select
                      label={`${label}: the list`}
                      name={`${kind}-rule-${index}-list`}
                      required
                      placeholder="Select a list"
                      value={rule.list_id}
                      options={lists.map((list) => ({ value: list.id, label: list.name }))}
                      onChange={(event) => setRule(index, { ...rule, list_id: event.target.value })}
                    />
                  )}
                  {rule.kind === 'in_segment' && (
                    <Select
                      label={`${label}: the segment`}
                      name={`${kind}-rule-${index}-segment`}
                      required
                      placeholder="Select a segment"
                      value={rule.segment_id}
                      options={segments.filter((segment) => segment.status !== 'invalid' || segment.id === rule.segment_id).map((segment) => ({ value: segment.id, label: segment.name }))}
                      onChange={(event) => setRule(index, { ...rule, segment_id: event.target.value })}
                    />
                  )}
                  <Button
                    size="sm"
                    disabled={criteria.rules.length === 1}
                    aria-label={`Remove ${label.toLowerCase()}`}
                    onClick={() => set({ ...criteria, rules: criteria.rules.filter((_rule, at) => at !== index) })}
                  >
                    Remove
                  </Button>
                </li>
              );
            })}
          </ol>
          <div className={styles.row}>
            <Button
              size="sm"
              disabled={criteria.rules.length >= AUTOMATION_LIMITS.criteriaRules}
              onClick={() => set({ ...criteria, rules: [...criteria.rules, { kind: 'opened_any' }] })}
            >
              {kind === 'goal' ? 'Add a goal rule' : 'Add an exit rule'}
            </Button>
            <Button size="sm" onClick={() => set(null)}>
              {text.remove}
            </Button>
          </div>
          <p className={styles.hint}>Up to {AUTOMATION_LIMITS.criteriaRules} rules.</p>
        </fieldset>
      )}
    </section>
  );
}
