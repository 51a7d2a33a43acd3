// The panel's questions in the browser's own modal dialog, which opens and closes without a layout of the page behind (decision 0018); ConfirmQuestion takes the same props.
export { NativeQuestion as PanelQuestion } from '../../../ui/native-question'
