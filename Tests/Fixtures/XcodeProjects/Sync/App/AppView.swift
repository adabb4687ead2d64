struct AppView {}
