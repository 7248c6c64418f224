import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from './Icon';
import styles from './PageHeader.module.css';
import { safeTo } from './safe-href';

export interface BreadcrumbItem {
  label: string;
  to: string;
}

export interface PageHeaderProps {
  /** Rendered as the page's only <h1>, focusable from script: focus moves to it after a navigation. */
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Ancestors of the current page, outermost first; the current page is the title. */
  breadcrumb?: BreadcrumbItem[];
}

export function PageHeader({ title, description, actions, breadcrumb }: PageHeaderProps) {
  return (
    <header className={styles.pageHeader}>
      {breadcrumb && breadcrumb.length > 0 && (
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <ol>
            {breadcrumb.map((item) => (
              <li key={item.to}>
                <Link to={safeTo(item.to)}>{item.label}</Link>
                <Icon name="chevron-right" />
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className={styles.row}>
        <div className={styles.text}>
          <h1 className={styles.title} tabIndex={-1}>
            {title}
          </h1>
          {description && <div className={styles.description}>{description}</div>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}
