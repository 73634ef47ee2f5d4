// Styles of the form controls used by the sign-in pages and the admin area. Imported from
// components (not route files) so they load with those pages and stay out of the entry CSS.
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/PasswordInput.css';
