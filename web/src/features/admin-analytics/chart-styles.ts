// The charts' styles load with the analytics page only (imported by its component, never by a
// route file, so they stay out of the entry CSS).
import '@mantine/charts/styles.css';
// The legend's colour swatches: without their styles they render 0 × 0 px.
import '@mantine/core/styles/ColorSwatch.css';
import '../../components/admin-tools-styles';
