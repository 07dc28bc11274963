import { slot, stateAttributes, VISUALLY_HIDDEN_CLASS } from '../theme/slots';
import { useWidget } from './widget-context';

type LudsChecklistProps = {
  /** The project's rules, from its bootstrap. */
  minimumLength: number;
  complexity: number;
  /** What the server says the password still lacks. */
  missingCharacters: number;
  missingComplexity: number;
};

/** The two LUDS rules, each marked met or not met for the current password. */
export function LudsChecklist({
  minimumLength,
  complexity,
  missingCharacters,
  missingComplexity,
}: LudsChecklistProps) {
  const { translator } = useWidget();
  const rules = [
    {
      key: 'length',
      isMet: missingCharacters === 0,
      text: translator.t('passwords.luds.length', { count: minimumLength }),
    },
    {
      key: 'complexity',
      isMet: missingComplexity === 0,
      text: translator.t('passwords.luds.complexity', { count: complexity }),
    },
  ];
  return (
    <ul {...slot('luds')}>
      {rules.map((rule) => (
        <li
          key={rule.key}
          {...slot('luds-rule')}
          {...stateAttributes({ met: rule.isMet ? 'true' : 'false' })}
        >
          <span className={VISUALLY_HIDDEN_CLASS}>
            {translator.t(rule.isMet ? 'passwords.strength.met' : 'passwords.strength.notMet')}{' '}
          </span>
          {rule.text}
        </li>
      ))}
    </ul>
  );
}
