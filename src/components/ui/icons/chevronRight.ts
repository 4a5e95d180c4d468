export default "M9 6l6 6-6 6";
