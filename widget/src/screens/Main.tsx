import { type ComponentType, Fragment, Suspense, useEffect, useState } from 'react';
import { Divider } from '../components/Divider';
import { ScreenHeading } from '../components/ScreenHeading';
import { ScreenLoading } from '../components/ScreenLoading';
import { type TabItem, TabStrip } from '../components/TabStrip';
import { WarningBanner } from '../components/WarningBanner';
import { useWidget } from '../components/widget-context';
import { resolveMainTabs } from '../products/main-tabs';
import type { TabId } from '../products/types';
import { markLoginScreenReported } from '../state/login-screen-report';
import type { MessageId } from '../strings/catalog';

const TAB_LABELS: Readonly<Record<TabId, MessageId>> = {
  sms: 'main.tabs.sms',
  whatsapp: 'main.tabs.whatsapp',
  email: 'main.tabs.email',
};

type AvailableTab = TabItem<TabId> & { form: ComponentType };

/** The start of the login flow: the configured products, their buttons and their forms. */
export function Main() {
  const { store, config, hostConfig, products, theme, translator, emit } = useWidget();

  const tabs: AvailableTab[] = resolveMainTabs(config).flatMap((tab) => {
    const form = products[tab.owner]?.tabForms[tab.id];
    return form ? [{ id: tab.id, label: TAB_LABELS[tab.id], form }] : [];
  });
  const [selectedTab, setSelectedTab] = useState<TabId | undefined>(tabs[0]?.id);
  const activeTab = tabs.find((tab) => tab.id === selectedTab) ?? tabs[0];

  const productsInOrder = config.products.flatMap((name) => {
    const product = products[name];
    return product ? [product] : [];
  });
  const aboveDivider = productsInOrder.flatMap((product) => (product.aboveDivider ? [product] : []));
  const belowForms = productsInOrder.flatMap((product) => (product.belowForms ? [product] : []));

  // Reported once per widget, when the login flow first renders: not on a return to Main, and not
  // when a host update() hands over a new config object and so re-runs this effect.
  useEffect(() => {
    if (store.navigationCount === 0 && markLoginScreenReported(store)) {
      emit({ type: 'render_login_screen', data: { config: hostConfig } });
    }
  }, [store, emit, hostConfig]);

  const ActiveForm = activeTab?.form;
  return (
    <div className="foyer-screen" part="screen" data-screen="Main">
      {theme.logo.logoImageUrl && (
        <img
          className="foyer-logo"
          part="logo"
          src={theme.logo.logoImageUrl}
          alt={translator.t('logo.alt')}
        />
      )}
      <ScreenHeading visuallyHidden={theme.hideHeaderText}>{translator.t('main.title')}</ScreenHeading>
      <WarningBanner />
      <Suspense fallback={<ScreenLoading />}>
        {aboveDivider.map(({ name, aboveDivider: Section }) => (
          <Fragment key={name}>{Section && <Section />}</Fragment>
        ))}
        {aboveDivider.length > 0 && ActiveForm && <Divider />}
        {tabs.length > 1 && activeTab && ActiveForm ? (
          <TabStrip<TabId> tabs={tabs} selected={activeTab.id} onSelect={setSelectedTab}>
            {/* Its own boundary: a tab's form loading must not hide the tab strip and drop its focus. */}
            <Suspense fallback={<ScreenLoading />}>
              <ActiveForm />
            </Suspense>
          </TabStrip>
        ) : (
          ActiveForm && <ActiveForm />
        )}
        {belowForms.map(({ name, belowForms: Section }) => (
          <Fragment key={name}>{Section && <Section />}</Fragment>
        ))}
      </Suspense>
    </div>
  );
}
