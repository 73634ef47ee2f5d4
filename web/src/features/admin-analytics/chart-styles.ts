// The charts' styles load with the analytics page only (imported by its component, never by a
// route file, so they stay out of the entry CSS).
import '@mantine/charts/styles.css';
import '../../components/admin-tools-styles';
