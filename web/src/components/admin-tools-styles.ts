// Styles of the controls only the staff tools (applications, analytics, users) use. Imported
// from their components, never from route files, so they stay out of the entry CSS.
import './admin-styles';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Timeline.css';
