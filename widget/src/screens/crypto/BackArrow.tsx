import { useWidget } from '../../components/widget-context';
import { slot } from '../../theme/slots';

/** The back arrow at the top of a screen: an icon button whose name says where it goes. */
export function BackArrow({ onClick }: { onClick(): void }) {
  const { translator } = useWidget();
  return (
    <button type="button" {...slot('back')} aria-label={translator.t('button.back')} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M20 12H5m6-7l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
