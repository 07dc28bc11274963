import { type ComponentType, useState } from 'react';
import { type TabItem, TabStrip } from '../../components/TabStrip';
import type { TabFormProps, TabId } from '../../products/types';
import type { MessageId } from '../../strings/catalog';

const TAB_LABELS: Readonly<Record<TabId, MessageId>> = {
  sms: 'main.tabs.sms',
  whatsapp: 'main.tabs.whatsapp',
  email: 'main.tabs.email',
};

export type MainTabForm = { id: TabId; form: ComponentType<TabFormProps> };

type MainFormSectionProps = TabFormProps & { tabs: readonly MainTabForm[] };

/** The form products' shared section: one form, or a tab strip when there are several. */
export function MainFormSection({ tabs, emailInput }: MainFormSectionProps) {
  const [selectedTab, setSelectedTab] = useState<TabId | undefined>(tabs[0]?.id);
  const activeTab = tabs.find((tab) => tab.id === selectedTab) ?? tabs[0];
  if (!activeTab) return null;
  const ActiveForm = activeTab.form;
  if (tabs.length === 1) return <ActiveForm emailInput={emailInput} />;
  const items: TabItem<TabId>[] = tabs.map(({ id }) => ({ id, label: TAB_LABELS[id] }));
  return (
    <TabStrip<TabId> tabs={items} selected={activeTab.id} onSelect={setSelectedTab}>
      <ActiveForm emailInput={emailInput} />
    </TabStrip>
  );
}
