export default "M4 12l16-8-6 16-2-7z";
