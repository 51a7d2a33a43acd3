import { Sidebar } from '../../../ui/prime/sidebar'
import { TabPanel, TabView } from '../../../ui/prime/tabview'
import type { DemoControl } from '../demo-control'
import { FailuresTab } from './failures-tab'
import { LogTab } from './log-tab'
import { ScenariosTab } from './scenarios-tab'
import { SnapshotsTab } from './snapshots-tab'
import './control-panel.css'

export interface ControlPanelProps {
  control: DemoControl
  visible: boolean
  onHide: () => void
}

/**
 * The demo's control panel (its own chunk, loaded when first opened): scenarios, failures on
 * demand, snapshots and the request log of the embedded backend (docs/embedded-backend.md).
 */
export function ControlPanel({ control, visible, onHide }: ControlPanelProps) {
  return (
    <Sidebar
      visible={visible}
      onHide={onHide}
      position="right"
      className="control-panel"
      header={<h2 className="control-panel__title">Demo backend</h2>}
      aria-label="Demo backend"
    >
      <TabView className="control-panel__tabs">
        <TabPanel header="Scenarios">
          <ScenariosTab control={control} />
        </TabPanel>
        <TabPanel header="Failures">
          <FailuresTab control={control} />
        </TabPanel>
        <TabPanel header="Snapshots">
          <SnapshotsTab control={control} />
        </TabPanel>
        <TabPanel header="Request log">
          <LogTab control={control} />
        </TabPanel>
      </TabView>
    </Sidebar>
  )
}
