import styles from './ContactProfilePage.module.css';

/** Read-only fields as a description list; an empty value says so. */
export function FieldList({ fields }: { fields: readonly { label: string; value: string }[] }) {
  return (
    <dl className={styles.fields}>
      {fields.map(({ label, value }) => (
        <div key={label} className={styles.pair}>
          <dt>{label}</dt>
          <dd>{value === '' ? <span className={styles.empty}>Not set</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
