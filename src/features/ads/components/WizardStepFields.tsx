import { Link } from 'react-router-dom';
import type { RequestState } from '@/shared/request-state/request-state';
import { CheckboxGroup } from '@/shared/ui/CheckboxGroup';
import { RadioGroup } from '@/shared/ui/RadioGroup';
import { TextField } from '@/shared/ui/TextField';
import { audienceSizeOf, sourceKey } from '../audience';
import { countText } from '../campaign-format';
import { ADS_LIMITS, usd } from '../limits';
import { adsPaths } from '../paths';
import { AD_PARTNERS, PARTNER_NAMES, type AdDuration, type AdPartner, type AudienceSource } from '../types';
import { WIZARD_STEPS, type WizardErrors, type WizardStep, type WizardValues } from '../wizard';
import styles from './Ads.module.css';

interface Props {
  step: WizardStep;
  values: WizardValues;
  errors: WizardErrors;
  onChange(patch: Partial<WizardValues>): void;
  sources: readonly AudienceSource[];
  sourcesRequest: RequestState;
  connected: readonly AdPartner[];
}

const DURATIONS = [
  { value: 'ongoing', label: 'Ongoing', hint: 'Runs until you stop it.' },
  { value: 'temporary', label: 'Temporary', hint: 'Ends on a date you choose.' },
];

/** The fields of one creation step, under a heading focused when the step opens. */
export function WizardStepFields({ step, values, errors, onChange, sources, sourcesRequest, connected }: Props) {
  return (
    <section className={styles.stack} aria-labelledby="ads-wizard-step">
      <h2 id="ads-wizard-step" tabIndex={-1}>{`Step ${step + 1} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[step]}`}</h2>
      {step === 0 && (
        <TextField
          name="name"
          label="Campaign name"
          required
          maxLength={ADS_LIMITS.nameLength}
          showCount
          hint="Only you see it, to tell your campaigns apart."
          value={values.name}
          error={errors.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      )}
      {step === 1 && (
        <CheckboxGroup
          legend="Ad partners"
          name="partners"
          required
          options={AD_PARTNERS.map((partner) => ({ value: partner, label: connected.includes(partner) ? PARTNER_NAMES[partner] : `${PARTNER_NAMES[partner]} (not connected)` }))}
          value={values.partners}
          error={errors.partners}
          hint={
            <>
              Where the ad runs: at least one. Connect partners in <Link to={adsPaths.settings}>Ads settings</Link>.
            </>
          }
          onChange={(partners) => onChange({ partners: partners as AdPartner[] })}
        />
      )}
      {step === 2 && (
        <>
          <TextField name="startDate" type="date" label="Start date" required value={values.startDate} error={errors.startDate} onChange={(event) => onChange({ startDate: event.target.value })} />
          <RadioGroup legend="Duration" name="duration" options={DURATIONS} value={values.duration} onChange={(duration) => onChange({ duration: duration as AdDuration })} />
          {values.duration === 'temporary' && (
            <TextField
              name="endDate"
              type="date"
              label="End date"
              required
              min={values.startDate || undefined}
              value={values.endDate}
              error={errors.endDate}
              onChange={(event) => onChange({ endDate: event.target.value })}
            />
          )}
          <TextField
            name="dailyBudget"
            type="number"
            inputMode="decimal"
            label="Daily budget (USD)"
            required
            min={ADS_LIMITS.minDailyBudget}
            max={ADS_LIMITS.maxDailyBudget}
            step="0.01"
            hint={`At least ${usd(ADS_LIMITS.minDailyBudget)} a day.`}
            value={values.dailyBudget}
            error={errors.dailyBudget}
            onChange={(event) => onChange({ dailyBudget: event.target.value })}
          />
        </>
      )}
      {step === 3 && <AudienceStep values={values} errors={errors} onChange={onChange} sources={sources} sourcesRequest={sourcesRequest} />}
    </section>
  );
}

function AudienceStep({ values, errors, onChange, sources, sourcesRequest }: Pick<Props, 'values' | 'errors' | 'onChange' | 'sources' | 'sourcesRequest'>) {
  if (sources.length === 0 && sourcesRequest.status !== 'Complete') {
    return <p role="status">{sourcesRequest.status === 'Error' ? 'We could not load your lists and segments.' : 'Loading your lists and segments…'}</p>;
  }
  const options = sources
    .filter((source) => !source.invalid)
    .map((source) => ({
      value: sourceKey(source),
      label: `${source.kind === 'list' ? 'List' : 'Segment'}: ${source.name} (${countText(source.count, 'contact', 'contacts')})`,
    }));
  const size = audienceSizeOf(sources, values.sources);
  return (
    <>
      <CheckboxGroup
        legend="Lists and segments"
        name="sources"
        required
        options={options}
        value={values.sources}
        error={errors.sources}
        hint={`The audience needs at least ${countText(ADS_LIMITS.minAudienceSize, 'contact', 'contacts')}; choose up to ${ADS_LIMITS.audienceSources} lists and segments.`}
        onChange={(keys) => onChange({ sources: keys })}
      />
      <p aria-live="polite" className={styles.figure}>
        {`Audience size: ${countText(size, 'contact', 'contacts')}`}
      </p>
    </>
  );
}
