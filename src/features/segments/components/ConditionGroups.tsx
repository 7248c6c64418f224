import { FieldArray, useFormikContext } from 'formik';
import { Fragment, useEffect, useRef, useState } from 'react';
import type { ContactField } from '@/features/custom-fields/types';
import { Button } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import type { QueryDraft } from '../query/model';
import { emptyCondition } from './condition-options';
import { ConditionFields } from './ConditionFields';
import styles from './SegmentBuilder.module.css';

interface Props {
  fields: readonly ContactField[];
  timeZoneName: string;
  /** Whether the finished condition at this place matches no contact on its own. */
  matchesNothing(groupIndex: number, conditionIndex: number): boolean;
}

/** Where focus goes after the list of conditions changed: a condition's field, or a button. */
type FocusTarget = { kind: 'subject'; group: number; condition: number } | { kind: 'addGroup' };

/**
 * The query as groups of conditions: every group must match (AND), and within a group any condition (OR).
 * Adding puts focus on the new condition's field; removing puts it on the nearest one left.
 */
export function ConditionGroups({ fields, timeZoneName, matchesNothing }: Props) {
  const { values } = useFormikContext<{ query: QueryDraft }>();
  const groups = values.query.groups;
  const subjects = useRef(new Map<string, HTMLSelectElement>());
  const addGroupRef = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);

  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget.kind === 'addGroup') addGroupRef.current?.focus();
    else subjects.current.get(`${focusTarget.group}:${focusTarget.condition}`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const subjectRef = (group: number, condition: number) => (element: HTMLSelectElement | null) => {
    const key = `${group}:${condition}`;
    if (element) subjects.current.set(key, element);
    else subjects.current.delete(key);
  };

  return (
    <FieldArray name="query.groups">
      {(groupHelpers) => (
        <div className={styles.groups}>
          {groups.length === 0 && (
            <p className={styles.muted}>No conditions: the segment holds every contact of its parent. Add a group to narrow it.</p>
          )}
          {groups.map((group, groupIndex) => (
            <Fragment key={groupIndex}>
              {groupIndex > 0 && (
                <p className={styles.joiner} aria-hidden="true">
                  and
                </p>
              )}
              <fieldset className={styles.group}>
                <legend className={styles.groupLegend}>
                  Group {groupIndex + 1}: {group.conditions.length > 1 ? 'any of these conditions' : 'this condition'}
                </legend>
                <FieldArray name={`query.groups.${groupIndex}.conditions`}>
                  {(conditionHelpers) => (
                    <>
                      {group.conditions.map((_condition, conditionIndex) => (
                        <Fragment key={conditionIndex}>
                          {conditionIndex > 0 && (
                            <p className={styles.joiner} aria-hidden="true">
                              or
                            </p>
                          )}
                          <ConditionFields
                            path={`query.groups.${groupIndex}.conditions.${conditionIndex}`}
                            groupNumber={groupIndex + 1}
                            conditionNumber={conditionIndex + 1}
                            fields={fields}
                            timeZoneName={timeZoneName}
                            matchesNothing={matchesNothing(groupIndex, conditionIndex)}
                            subjectRef={subjectRef(groupIndex, conditionIndex)}
                            onRemove={() => {
                              if (group.conditions.length === 1) {
                                groupHelpers.remove(groupIndex);
                                setFocusTarget(
                                  groupIndex > 0
                                    ? { kind: 'subject', group: groupIndex - 1, condition: 0 }
                                    : groups.length > 1
                                      ? { kind: 'subject', group: 0, condition: 0 }
                                      : { kind: 'addGroup' },
                                );
                                return;
                              }
                              conditionHelpers.remove(conditionIndex);
                              setFocusTarget({ kind: 'subject', group: groupIndex, condition: Math.max(0, conditionIndex - 1) });
                            }}
                          />
                        </Fragment>
                      ))}
                      <div className={styles.groupActions}>
                        <Button
                          size="sm"
                          icon={<Icon name="plus" />}
                          aria-label={`Add an OR condition to group ${groupIndex + 1}`}
                          onClick={() => {
                            conditionHelpers.push(emptyCondition());
                            setFocusTarget({ kind: 'subject', group: groupIndex, condition: group.conditions.length });
                          }}
                        >
                          Or
                        </Button>
                        <Button
                          size="sm"
                          variant="tertiary"
                          icon={<Icon name="trash" />}
                          aria-label={`Remove group ${groupIndex + 1}`}
                          onClick={() => {
                            groupHelpers.remove(groupIndex);
                            setFocusTarget(groups.length > 1 ? { kind: 'subject', group: Math.max(0, groupIndex - 1), condition: 0 } : { kind: 'addGroup' });
                          }}
                        >
                          Remove group
                        </Button>
                      </div>
                    </>
                  )}
                </FieldArray>
              </fieldset>
            </Fragment>
          ))}
          <div>
            <Button
              ref={addGroupRef}
              icon={<Icon name="plus" />}
              aria-label="Add an AND group"
              onClick={() => {
                groupHelpers.push({ conditions: [emptyCondition()] });
                setFocusTarget({ kind: 'subject', group: groups.length, condition: 0 });
              }}
            >
              And
            </Button>
          </div>
        </div>
      )}
    </FieldArray>
  );
}
