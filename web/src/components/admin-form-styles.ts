// The admin pages' name for the shared form styles (form-styles.ts); the sign-in pages import
// form-styles.ts itself, so public pages load no module of the admin area (tests/size).
import './form-styles';
