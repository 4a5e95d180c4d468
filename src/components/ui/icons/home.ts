export default "M4 11l8-7 8 7v9h-5v-6H9v6H4z";
