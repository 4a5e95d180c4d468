export default "M5 12h.01M12 12h.01M19 12h.01";
