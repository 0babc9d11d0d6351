import React from "react";
import { Icon } from "../icon/icon";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./process-steps.module.scss";

export interface ProcessStepItem {
  icon: string;
  title: string;
  duration: string;
  description: string;
  action?: { label: string; href: string } | null;
}

/** The interview process, in order, each step with its duration. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStepItem[] }): React.ReactElement {
  return (
    <ol className={styles.steps}>
      {steps.map((step, i) => (
        <li key={step.title} className={styles.step}>
          <div className={styles.top}>
            <span className={styles.icon}>
              <Icon name={step.icon} />
            </span>
            <span className={styles.number}>Step {i + 1}</span>
          </div>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.duration}>
            <Icon name="clock" size={16} />
            {step.duration}
          </p>
          <p className={styles.description}>{step.description}</p>
          {step.action && (
            <SmartLink href={step.action.href} className={styles.action}>
              {step.action.label}
            </SmartLink>
          )}
        </li>
      ))}
    </ol>
  );
}
