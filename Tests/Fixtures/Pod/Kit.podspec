# A Swift pod that ships its images: built as a framework (use_frameworks!), whose bundle is
# not the app's.
Pod::Spec.new do |s|
  s.name         = 'Kit'
  s.version      = '1.0.0'
  s.source_files = 'Kit/Sources/**/*.swift'
  s.resources    = ['Kit/Assets/*.png']
end
